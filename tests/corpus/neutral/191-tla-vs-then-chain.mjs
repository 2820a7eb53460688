// Top-level await interleaves with a then-chain started before it, one tick per await.
const log = (s) => console.log(s);
Promise.resolve()
  .then(() => log('t1'))
  .then(() => log('t2'))
  .then(() => log('t3'))
  .then(() => log('t4'));
queueMicrotask(() => log('microtask queued before await'));
log('before first await');
await null;
log('after await 1');
await Promise.resolve();
log('after await 2');
await { then(r) { r(); } };
log('after await thenable');
