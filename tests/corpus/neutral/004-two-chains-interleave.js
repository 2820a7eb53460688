// Two independent then-chains advance one step per tick, alternating.
const log = (s) => console.log(s);
Promise.resolve()
  .then(() => log('a1'))
  .then(() => log('a2'))
  .then(() => log('a3'));
Promise.resolve()
  .then(() => log('b1'))
  .then(() => log('b2'))
  .then(() => log('b3'));
log('sync');
