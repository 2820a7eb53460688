// Promise.resolve(nativePromise) returns the same object, so .then on it is tick 1.
const log = (s) => console.log(s);
const p = Promise.resolve('p');
const q = Promise.resolve(p);
log(p === q);
const pending = new Promise(() => {});
log(Promise.resolve(pending) === pending);
q.then((v) => log('q then ' + v));
Promise.resolve()
  .then(() => log('t1'))
  .then(() => log('t2'));
