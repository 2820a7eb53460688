// A hand-written iterator via Symbol.iterator works with for-of, spread and destructuring; break calls return().
class Range {
  constructor(from, to) { this.from = from; this.to = to; }
  [Symbol.iterator]() {
    let cur = this.from;
    const to = this.to;
    return {
      next: () => (cur <= to ? { value: cur++, done: false } : { value: undefined, done: true }),
      return: () => { console.log('return() called'); return { done: true }; },
    };
  }
}
const r = new Range(1, 5);
for (const n of r) console.log('n', n);
console.log([...r].join(','));
const [a, b] = r;
console.log(a, b);
for (const n of r) { if (n === 2) break; }
console.log(Array.from(new Range(3, 4)).join('+'));
console.log(Math.max(...new Range(7, 9)));
