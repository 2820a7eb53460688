// Resolving a new promise with a native promise costs two extra ticks (tick 3).
const log = (s) => console.log(s);
const inner = Promise.resolve('inner');
new Promise((r) => r(inner)).then((v) => log('resolved with promise: ' + v));
Promise.resolve()
  .then(() => log('t1'))
  .then(() => log('t2'))
  .then(() => log('t3'))
  .then(() => log('t4'));
