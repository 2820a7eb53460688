// finally does not receive an argument and does not change a rejection or a value.
const log = (s) => console.log(s);
Promise.reject('reason')
  .finally((...args) => log('finally args: ' + args.length))
  .catch((r) => log('still rejected with ' + r));
Promise.resolve('kept')
  .finally(() => 'ignored return value')
  .then((v) => log('value ' + v));
Promise.resolve('x')
  .finally(() => { throw 'thrown in finally'; })
  .catch((r) => log('finally throw wins: ' + r));
