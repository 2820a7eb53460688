// A worker has its own event loop: sync code, nextTick, promises, timers and immediates in order.
const { Worker } = require('worker_threads');

new Worker(`
  const fs = require('fs');
  const log = (s) => console.log('worker:', s);
  log('sync start');
  setTimeout(() => log('timeout 100'), 100);
  Promise.resolve().then(() => log('promise'));
  process.nextTick(() => log('nextTick'));
  queueMicrotask(() => log('queueMicrotask'));
  fs.stat(__filename, () => {
    setTimeout(() => log('timeout 0 (from I/O)'), 0);
    setImmediate(() => {
      log('immediate (from I/O)');
      process.nextTick(() => log('nextTick inside immediate'));
    });
  });
  (async () => {
    log('async fn body');
    await null;
    log('after await');
  })();
  log('sync end');
`, { eval: true }).on('exit', (code) => console.log('main: exit', code));
