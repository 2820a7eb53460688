// Async generators: how many microtask turns next(), yield, await and return take (vs a then chain).
async function* steps() {
  console.log('body: start');
  yield 'a';
  console.log('body: after a');
  await null;
  console.log('body: after await');
  yield Promise.resolve('b');
  return 'r';
}
const it = steps();
it.next().then((r) => console.log('next 1 ->', r));
it.next().then((r) => console.log('next 2 ->', r));
it.next().then((r) => console.log('next 3 ->', r));
it.next().then((r) => console.log('next 4 ->', r));
let tick = 0;
function ticks(n) {
  let p = Promise.resolve();
  for (let i = 0; i < n; i++) p = p.then(() => console.log('tick', ++tick));
}
ticks(8);
console.log('sync end');
