// A debounce utility called 50 000 times in five bursts: each call re-arms the timer, only the last call of a burst runs.
function debounce(fn, ms) {
  let timer;
  let calls = 0;
  const debounced = (...args) => {
    calls++;
    clearTimeout(timer);
    timer = setTimeout(() => fn(...args), ms);
  };
  debounced.calls = () => calls;
  return debounced;
}
const fired = [];
const save = debounce((burst, i, text) => fired.push(`${burst}:${i}:${text.length}`), 20);
let burst = 0;
function runBurst() {
  let text = '';
  for (let i = 0; i < 10000; i++) {
    text += String.fromCharCode(97 + (i % 26));
    save(burst, i, text);
  }
  burst++;
  if (burst < 5) setTimeout(runBurst, 60);
  else setTimeout(() => console.log(save.calls(), fired.length, fired.join(' ')), 100);
}
runBurst();
