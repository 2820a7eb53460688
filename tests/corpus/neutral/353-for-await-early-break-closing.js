// for await: break, return and throw close async generators (finally runs) and sync iterators (return()).
async function* stream(name) {
  try {
    for (let i = 1; ; i++) {
      await null;
      yield `${name}${i}`;
    }
  } finally {
    console.log(`${name}: finally`);
  }
}
const syncIterable = {
  [Symbol.iterator]() {
    let i = 0;
    return {
      next: () => ({ value: ++i, done: false }),
      return: () => { console.log('sync iterator: return() called'); return { done: true }; },
    };
  },
};
async function main() {
  for await (const x of stream('s')) {
    console.log('got', x);
    if (x === 's2') break;
  }
  const found = await (async () => {
    for await (const x of stream('f')) if (x === 'f3') return x;
  })();
  console.log('found', found);
  try {
    for await (const x of stream('t')) throw new Error('stop ' + x);
  } catch (e) {
    console.log('caught', e.message);
  }
  for await (const n of syncIterable) {
    if (n === 2) break;
    console.log('n', n);
  }
  console.log('main done');
}
main();
