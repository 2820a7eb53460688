// Promise.race settles with the first input whose reaction job runs, not the first in the list.
const log = (s) => console.log(s);
const slow = new Promise((r) => r(Promise.resolve('slow (resolved with a promise)')));
const fast = Promise.resolve('fast');
Promise.race([slow, fast]).then((v) => log('race: ' + v));
Promise.race([Promise.reject('rejected first'), fast])
  .then((v) => log('race2 value ' + v), (r) => log('race2 reason ' + r));
Promise.resolve()
  .then(() => log('t1'))
  .then(() => log('t2'))
  .then(() => log('t3'));
