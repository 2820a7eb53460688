// Promise.resolve(thenable).then(f) runs f at tick 2.
const log = (s) => console.log(s);
const thenable = { then(res) { res('T'); } };
Promise.resolve(thenable).then((v) => log('thenable resolved ' + v));
Promise.resolve('plain').then((v) => log('plain resolved ' + v));
Promise.resolve()
  .then(() => log('t1'))
  .then(() => log('t2'))
  .then(() => log('t3'));
