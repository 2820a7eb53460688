// Async generators: yield* over async generators and over sync iterables, with the turns they take.
async function* letters() {
  yield 'a';
  yield 'b';
  return 'letters done';
}
async function* combined() {
  const r = yield* letters();
  console.log('yield* result:', r);
  yield* [Promise.resolve(1), 2]; // sync iterable: each value is awaited
  yield* (function* () { yield 'from sync generator'; })();
}
async function main() {
  for await (const v of combined()) console.log('v', v);
  console.log('main done');
}
main();
let n = 0;
let p = Promise.resolve();
for (let i = 0; i < 12; i++) p = p.then(() => console.log('tick', ++n));
// An object with Symbol.asyncIterator written by hand.
const countdown = {
  [Symbol.asyncIterator]() {
    let i = 2;
    return { next: () => Promise.resolve({ value: i, done: i-- <= 0 }) };
  },
};
(async () => {
  for await (const c of countdown) console.log('countdown', c);
})();
