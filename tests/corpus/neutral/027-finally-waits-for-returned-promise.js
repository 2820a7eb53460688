// If the finally callback returns a promise, the chain waits for it before continuing.
const log = (s) => console.log(s);
let release;
const gate = new Promise((r) => { release = r; });
Promise.resolve('original')
  .finally(() => { log('finally started'); return gate; })
  .then((v) => log('continued with ' + v));
Promise.resolve()
  .then(() => log('t1'))
  .then(() => log('t2'))
  .then(() => { log('t3 releases gate'); release('gate value'); })
  .then(() => log('t4'))
  .then(() => log('t5'))
  .then(() => log('t6'))
  .then(() => log('t7'));
