// An async function returning a promise settles two ticks later than one returning a value.
const log = (s) => console.log(s);
async function returnsPromise() { return Promise.resolve('promise result'); }
async function returnsValue() { return 'value result'; }
returnsPromise().then(log);
returnsValue().then(log);
Promise.resolve()
  .then(() => log('t1'))
  .then(() => log('t2'))
  .then(() => log('t3'))
  .then(() => log('t4'));
