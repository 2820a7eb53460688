// p.catch(c).then(f): the catch handler runs at tick 1, f at tick 2.
const log = (s) => console.log(s);
Promise.reject(new Error('no'))
  .catch((e) => { log('catch ' + e.message); return 'recovered'; })
  .then((v) => log('then after catch: ' + v));
Promise.resolve()
  .then(() => log('t1'))
  .then(() => log('t2'))
  .then(() => log('t3'));
