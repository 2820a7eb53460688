// Non-function arguments to then are ignored and act as pass-through, one tick each.
const log = (s) => console.log(s);
Promise.resolve('kept')
  .then(null)
  .then(42, 'x')
  .then((v) => log('value passed through: ' + v));
Promise.reject('err')
  .then(undefined, undefined)
  .catch((r) => log('reason passed through: ' + r));
Promise.resolve().then(() => log('t1')).then(() => log('t2')).then(() => log('t3'));
