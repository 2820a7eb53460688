// Closures keep private state; each factory call gets its own environment.
function makeCounter(start = 0) {
  let count = start;
  return {
    inc() { return ++count; },
    dec() { return --count; },
    get value() { return count; },
  };
}
const a = makeCounter();
const b = makeCounter(10);
a.inc(); a.inc(); a.inc();
b.dec();
console.log(a.value, b.value);
const adders = [1, 2, 3].map((n) => (x) => x + n);
console.log(adders.map((add) => add(10)).join(' '));
const once = (fn) => { let done = false, r; return (...args) => (done ? r : ((done = true), (r = fn(...args)))); };
const init = once((x) => { console.log('init ran'); return x * 2; });
console.log(init(5), init(99));
