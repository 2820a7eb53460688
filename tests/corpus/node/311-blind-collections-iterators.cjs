class Range {
  constructor(from, to, step = 1) { Object.assign(this, { from, to, step }); }
  *[Symbol.iterator]() {
    for (let i = this.from; i < this.to; i += this.step) yield i;
  }
}

const r = new Range(0, 10, 3);
console.log([...r], Math.max(...r), Array.from(r, (x) => x * 2));

const wordCounts = new Map();
for (const w of 'the cat and the hat and the bat'.split(' ')) {
  wordCounts.set(w, (wordCounts.get(w) ?? 0) + 1);
}
console.log(wordCounts);
console.log([...wordCounts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])));
console.log(Object.fromEntries(wordCounts));

const s1 = new Set([1, 2, 3, 4]);
const s2 = new Set([3, 4, 5]);
console.log(new Set([...s1].filter((x) => s2.has(x))), new Set([...s1, ...s2]).size);

const meta = new WeakMap();
const objA = {};
meta.set(objA, { visits: 1 });
meta.get(objA).visits++;
console.log(meta.get(objA), meta.has({}), meta);

const nested = new Map([['config', { a: [1, 2, { b: new Set(['x']) }] }], [{ key: 1 }, 'object key']]);
console.log(nested);

const it = [10, 20, 30][Symbol.iterator]();
console.log(it.next(), [...it], it.next());

const fib = {
  *[Symbol.iterator]() { let [a, b] = [0, 1]; for (;;) { yield a; [a, b] = [b, a + b]; } },
};
outer: for (const n of fib) {
  for (const d of String(n)) {
    if (d === '5') { console.log('first fib containing 5:', n); break outer; }
  }
}
