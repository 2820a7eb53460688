// Resolving with a thenable whose then resolves synchronously costs one extra tick (tick 2).
const log = (s) => console.log(s);
const thenable = {
  then(resolve) {
    log('thenable.then called');
    resolve('from thenable');
  },
};
new Promise((r) => r(thenable)).then((v) => log('got ' + v));
Promise.resolve()
  .then(() => log('t1'))
  .then(() => log('t2'))
  .then(() => log('t3'));
