// Promise.all settles a few microtask turns after its inputs; nextTicks queued by a then still wait for all of them.
const a = Promise.resolve('left');
const b = Promise.resolve('right');
Promise.all([a, b]).then((pair) => console.log('all:', pair.join('+')));
a.then((v) => {
  console.log('then on', v);
  process.nextTick(() => console.log('tick queued by then'));
});
Promise.resolve()
  .then(() => console.log('chain 1'))
  .then(() => console.log('chain 2'))
  .then(() => console.log('chain 3'));
