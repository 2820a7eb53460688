// A then-handler that returns a native promise delays the next link by two ticks (tick 4).
const log = (s) => console.log(s);
Promise.resolve()
  .then(() => Promise.resolve('inner'))
  .then((v) => log('returned promise: ' + v));
Promise.resolve()
  .then(() => 'plain')
  .then((v) => log('returned value: ' + v));
Promise.resolve()
  .then(() => log('t1'))
  .then(() => log('t2'))
  .then(() => log('t3'))
  .then(() => log('t4'))
  .then(() => log('t5'));
