function* idGen(prefix) {
  let i = 1;
  while (true) {
    const reset = yield `${prefix}-${i++}`;
    if (reset) i = 1;
  }
}
const ids = idGen('user');
console.log(ids.next().value, ids.next().value, ids.next(true).value, ids.next().value);

async function* ticker(n, ms) {
  for (let i = 0; i < n; i++) {
    await new Promise((r) => setTimeout(r, ms));
    yield i;
  }
}
(async () => {
  for await (const t of ticker(3, 20)) console.log('tick', t);
  const it = { from: 1, to: 4, [Symbol.iterator]() { let c = this.from, t = this.to; return { next: () => (c <= t ? { value: c++, done: false } : { value: undefined, done: true }) }; } };
  console.log([...it].join('+'), '=', [...it].reduce((a, b) => a + b));
  console.log(Object.entries({ a: 1, b: [2, 3] }).flat(2).join('|'));
})();
