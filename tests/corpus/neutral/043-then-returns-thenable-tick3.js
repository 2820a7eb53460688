// A then-handler returning a thenable delays the next link by one tick (tick 3).
const log = (s) => console.log(s);
Promise.resolve()
  .then(() => ({ then(r) { log('thenable.then runs'); r('T'); } }))
  .then((v) => log('got ' + v));
Promise.resolve()
  .then(() => log('t1'))
  .then(() => log('t2'))
  .then(() => log('t3'))
  .then(() => log('t4'));
