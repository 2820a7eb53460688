// ESM: microtasks before ticks
console.log('1 sync');
process.nextTick(() => console.log('nextTick'));
Promise.resolve().then(() => console.log('promise'));
setTimeout(() => console.log('timeout'), 0);

async function foo() {
  console.log('foo start');
  await null;
  console.log('foo after await');
  await new Promise((r) => setTimeout(r, 0));
  console.log('foo after timer');
}
foo().then(() => console.log('foo done'));

const thenable = { then(res) { console.log('thenable.then called'); res('T'); } };
(async () => console.log('awaited thenable:', await thenable))();

await 0;
console.log('after top-level await');
