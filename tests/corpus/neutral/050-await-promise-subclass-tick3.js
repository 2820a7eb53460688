// await of a Promise subclass instance is wrapped (constructor is not Promise): tick 3.
const log = (s) => console.log(s);
class MyPromise extends Promise {}
const mine = MyPromise.resolve('mine');
log(mine instanceof MyPromise);
log(mine instanceof Promise);
(async () => { await mine; log('after await subclass'); })();
(async () => { await Promise.resolve(); log('after await native'); })();
Promise.resolve()
  .then(() => log('t1'))
  .then(() => log('t2'))
  .then(() => log('t3'))
  .then(() => log('t4'));
