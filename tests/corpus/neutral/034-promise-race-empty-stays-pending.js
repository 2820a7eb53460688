// Promise.race([]) never settles; Promise.any([]) rejects with an AggregateError.
const log = (s) => console.log(s);
const r = Promise.race([]);
r.then(() => log('race settled?!'));
Promise.any([]).catch((e) => {
  log('any([]) rejected: ' + e.name + ', errors=' + e.errors.length);
  log(e instanceof AggregateError);
});
Promise.resolve()
  .then(() => log('t1'))
  .then(() => log('t2'))
  .then(() => { log('t3'); console.log(r); });
