// all, allSettled, any and race with fulfilled inputs all settle at tick 2.
const log = (s) => console.log(s);
const p1 = Promise.resolve(1);
const p2 = Promise.resolve(2);
Promise.all([p1, p2]).then(() => log('all'));
Promise.allSettled([p1, p2]).then(() => log('allSettled'));
Promise.any([p1, p2]).then(() => log('any'));
Promise.race([p1, p2]).then(() => log('race'));
Promise.resolve()
  .then(() => log('t1'))
  .then(() => log('t2'))
  .then(() => log('t3'));
