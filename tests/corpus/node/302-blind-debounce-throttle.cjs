// Debounce and throttle, driven by simulated keystrokes on timers
function debounce(fn, wait) {
  let t;
  return (...args) => {
    clearTimeout(t);
    t = setTimeout(() => fn(...args), wait);
  };
}
function throttle(fn, wait) {
  let last = -Infinity;
  let clock = 0;
  return (now, ...args) => {
    if (now - last >= wait) {
      last = now;
      fn(...args);
    }
  };
}

const search = debounce((q) => console.log('search for', JSON.stringify(q)), 50);
const log = throttle((x) => console.log('scroll', x), 100);

const keys = ['h', 'he', 'hel', 'hell', 'hello'];
keys.forEach((q, i) => setTimeout(() => search(q), i * 20));
setTimeout(() => search('hello w'), 200);
setTimeout(() => search('hello world'), 210);

for (let t = 0; t <= 350; t += 30) log(t, t);
