// Promise.all with fulfilled native inputs or plain values settles at tick 2.
const log = (s) => console.log(s);
Promise.all([Promise.resolve(1), Promise.resolve(2)]).then((v) => log('all promises ' + v));
Promise.all([1, 2, 3]).then((v) => log('all values ' + v.join('+')));
Promise.resolve()
  .then(() => log('t1'))
  .then(() => log('t2'))
  .then(() => log('t3'));
