// return value (tick 1), return await p (tick 2) and return p (tick 3) compared.
const log = (s) => console.log(s);
const p = Promise.resolve('x');
async function plain() { return 'plain'; }
async function withAwait() { return await p; }
async function direct() { return p; }
direct().then(() => log('return p'));
withAwait().then(() => log('return await p'));
plain().then(() => log('return value'));
Promise.resolve()
  .then(() => log('t1'))
  .then(() => log('t2'))
  .then(() => log('t3'))
  .then(() => log('t4'));
