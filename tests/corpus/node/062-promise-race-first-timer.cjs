// Promise.race settles with the first timer; the slower timer still runs and keeps the process alive.
const { setTimeout: wait } = require('timers/promises');
const slow = wait(15, 'tortoise').then((v) => {
  console.log('finished too:', v);
  return v;
});
Promise.race([slow, wait(1, 'hare')]).then((winner) => console.log('winner:', winner));
Promise.any([Promise.reject(new Error('no')), wait(3, 'backup')]).then((v) => console.log('any:', v));
