// await of an already-fulfilled native promise resumes at tick 1; of a pending one when it settles.
const log = (s) => console.log(s);
let resolveLater;
const later = new Promise((r) => { resolveLater = r; });
async function f() {
  const a = await Promise.resolve('ready');
  log('got ' + a);
  const b = await later;
  log('got ' + b);
}
f();
Promise.resolve()
  .then(() => log('t1'))
  .then(() => { log('t2'); resolveLater('later'); })
  .then(() => log('t3'))
  .then(() => log('t4'));
