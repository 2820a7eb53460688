// Promise.all([]) is already fulfilled when returned, so its then runs at tick 1.
const log = (s) => console.log(s);
const p = Promise.all([]);
p.then((v) => log('all([]) gave array of length ' + v.length));
Promise.allSettled([]).then((v) => log('allSettled([]) length ' + v.length));
Promise.resolve()
  .then(() => log('t1'))
  .then(() => log('t2'));
