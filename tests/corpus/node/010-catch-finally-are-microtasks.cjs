// .catch and .finally callbacks are microtasks: they run after nextTicks, in the order their promises settle.
Promise.reject(new Error('no stock'))
  .catch((e) => console.log('catch:', e.message))
  .finally(() => console.log('finally after catch'));
Promise.resolve('paid')
  .finally(() => console.log('finally on paid'))
  .then((v) => console.log('then', v));
process.nextTick(() => console.log('tick'));
console.log('checkout');
