// finally, all and race against a four-step reference chain (semantics example 4).
const log = (s) => console.log(s);
Promise.resolve().finally(() => log('finally callback')).then(() => log('after finally'));
Promise.all([Promise.resolve('a')]).then(() => log('all'));
Promise.race([Promise.resolve('b')]).then(() => log('race'));
Promise.resolve()
  .then(() => log('t1'))
  .then(() => log('t2'))
  .then(() => log('t3'))
  .then(() => log('t4'));
