// A rejection passes through then-handlers without onRejected, one tick per link.
const log = (s) => console.log(s);
Promise.reject('bad')
  .then(() => log('skipped 1'))
  .then(() => log('skipped 2'))
  .catch((r) => log('caught ' + r));
Promise.resolve()
  .then(() => log('t1'))
  .then(() => log('t2'))
  .then(() => log('t3'))
  .then(() => log('t4'));
