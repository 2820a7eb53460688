// Iteration protocols: Symbol.iterator, generators, destructuring, spread
class Range {
  constructor(start, end, step = 1) {
    Object.assign(this, { start, end, step });
  }
  *[Symbol.iterator]() {
    for (let v = this.start; this.step > 0 ? v < this.end : v > this.end; v += this.step) yield v;
  }
}

const r = new Range(0, 10, 3);
console.log([...r], Array.from(new Range(5, 0, -2)));
const [first, , third = 'none', ...rest] = new Range(1, 6);
console.log({ first, third, rest });

// a hand-written iterator with return() to observe early exit
function countdown(n) {
  let cur = n;
  return {
    [Symbol.iterator]() { return this; },
    next() {
      return cur > 0 ? { value: cur--, done: false } : { value: undefined, done: true };
    },
    return() {
      console.log(`  countdown closed early at ${cur}`);
      return { done: true };
    },
  };
}
for (const n of countdown(5)) {
  if (n === 3) break;
  console.log('  countdown', n);
}
const [x, y] = countdown(10);
console.log('destructured', x, y);

// infinite generator + helper
function* fib() {
  let [a, b] = [0, 1];
  for (;;) {
    yield a;
    [a, b] = [b, a + b];
  }
}
function* takeWhile(it, pred) {
  for (const v of it) {
    if (!pred(v)) return;
    yield v;
  }
}
console.log('fib < 100:', [...takeWhile(fib(), (v) => v < 100)].join(' '));

// nested destructuring with defaults and renaming
const config = { server: { port: 8080, hosts: ['a.local', 'b.local'] }, debug: undefined };
const { server: { port: p, hosts: [primary, secondary, tertiary = 'c.local'] }, debug = false, missing: { deep } = { deep: 'default-deep' } } = config;
console.log(p, primary, secondary, tertiary, debug, deep);

// swapping, object spread order, entries
let m = 1, n = 2;
[m, n] = [n, m];
const merged = { a: 1, b: 2, ...{ b: 20, c: 30 }, c: 300 };
console.log(m, n, merged, Object.entries(merged).map(([k, v]) => k + v).join());
const gen = fib();
console.log(gen[Symbol.iterator]() === gen, typeof gen.next, String(gen));
