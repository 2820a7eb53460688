// await of a non-promise value resumes at tick 1 and yields the value itself.
const log = (s) => console.log(s);
async function f() {
  log('f start');
  const v = await 42;
  log('f resumed with ' + v);
  const o = await { a: 1 };
  log('f resumed with object a=' + o.a);
}
f();
Promise.resolve()
  .then(() => log('t1'))
  .then(() => log('t2'))
  .then(() => log('t3'));
log('sync end');
