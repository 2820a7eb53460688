// Output order puzzle in an ES module: promise jobs vs nextTick at module top level
async function a1() {
  console.log('a1 start');
  await a2();
  console.log('a1 end');
}

async function a2() {
  console.log('a2');
}

async function returnsPromise() {
  return Promise.resolve('rp value');
}

console.log('script start');

setTimeout(() => console.log('setTimeout'), 0);

process.nextTick(() => console.log('nextTick'));

a1();

returnsPromise().then((v) => console.log('returnsPromise ->', v));

new Promise((resolve) => {
  console.log('promise executor');
  resolve();
})
  .then(() => console.log('then 1'))
  .then(() => console.log('then 2'))
  .then(() => console.log('then 3'))
  .then(() => console.log('then 4'));

queueMicrotask(() => console.log('queueMicrotask'));

const t = await Promise.resolve('top-level await value');
console.log('after TLA:', t);

console.log('script end');
