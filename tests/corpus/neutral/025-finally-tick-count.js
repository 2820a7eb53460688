// finally's callback runs at tick 1, but the following then runs at tick 4 (+2).
const log = (s) => console.log(s);
Promise.resolve('v')
  .finally(() => log('finally callback'))
  .then((v) => log('after finally got ' + v));
Promise.resolve('w')
  .then(() => log('then callback'))
  .then(() => log('after then'));
Promise.resolve()
  .then(() => log('t1'))
  .then(() => log('t2'))
  .then(() => log('t3'))
  .then(() => log('t4'))
  .then(() => log('t5'));
