// await of a thenable takes one tick more than await of a native promise.
const log = (s) => console.log(s);
(async () => {
  await { then(r) { r(); } };
  log('after await thenable');
})();
(async () => {
  await Promise.resolve();
  log('after await promise');
})();
Promise.resolve()
  .then(() => log('t1'))
  .then(() => log('t2'))
  .then(() => log('t3'));
