// for await at the top level of an ES module, over an async generator and an array of promises.
async function* countTo(n) {
  for (let i = 1; i <= n; i++) {
    await null;
    yield i;
  }
}
Promise.resolve().then(() => console.log('microtask before the loop ends'));
let total = 0;
for await (const i of countTo(3)) {
  console.log('i', i);
  total += i;
}
console.log('total', total);
for await (const v of [Promise.resolve('x'), 'y']) console.log('v', v);
console.log('module done');
