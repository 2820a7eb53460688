// A thenable that resolves with a native promise adds the promise's own two extra ticks.
const log = (s) => console.log(s);
const thenable = { then(res) { log('then called'); res(Promise.resolve('deep')); } };
Promise.resolve(thenable).then((v) => log('got ' + v));
Promise.resolve()
  .then(() => log('t1'))
  .then(() => log('t2'))
  .then(() => log('t3'))
  .then(() => log('t4'))
  .then(() => log('t5'));
