// Promise.all rejects with the first rejection; later results are ignored.
const log = (s) => console.log(s);
let rejectB;
const a = new Promise(() => {});
const b = new Promise((_, rej) => { rejectB = rej; });
Promise.all([a, b, Promise.reject('c')])
  .then(() => log('not reached'))
  .catch((r) => log('all rejected with ' + r));
Promise.resolve()
  .then(() => { log('t1'); rejectB('b'); })
  .then(() => log('t2'))
  .then(() => log('t3'));
