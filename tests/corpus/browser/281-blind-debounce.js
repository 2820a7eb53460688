// @until 1200
// Debounce: only the last call in a burst runs; with a leading option too
function debounce(fn, wait, { leading = false } = {}) {
  let timer = null;
  return function (...args) {
    const callNow = leading && timer === null;
    clearTimeout(timer);
    timer = setTimeout(() => {
      timer = null;
      if (!leading) fn.apply(this, args);
    }, wait);
    if (callNow) fn.apply(this, args);
  };
}

const input = document.createElement('input');
document.body.append(input);
const search = debounce((q) => console.log(`search "${q}"`), 100);
const save = debounce((v) => console.log(`leading save ${v}`), 100, { leading: true });
input.addEventListener('input', () => search(input.value));

// simulate typing: "he" quickly, pause, "hello" quickly
const keystrokes = [[0, 'h'], [30, 'he'], [250, 'hel'], [280, 'hell'], [310, 'hello'], [600, 'hello!']];
for (const [at, value] of keystrokes) {
  setTimeout(() => {
    input.value = value;
    input.dispatchEvent(new Event('input'));
    save(value);
  }, at);
}
setTimeout(() => console.log(`final value ${input.value}`), 900);
