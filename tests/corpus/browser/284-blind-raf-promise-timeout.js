// @until 1000
// Ordering puzzle inside a frame: rAF callbacks, microtasks between them, timers after
const log = [];
const done = () => console.log(log.join(' > '));

requestAnimationFrame(() => {
  log.push('raf1');
  Promise.resolve().then(() => log.push('raf1 microtask'));
  setTimeout(() => log.push('timeout from raf1'), 0);
  requestAnimationFrame(() => {
    log.push('nested raf (next frame)');
    Promise.resolve().then(() => {
      log.push('nested microtask');
      done();
    });
  });
});
requestAnimationFrame(() => {
  log.push('raf2');
  queueMicrotask(() => log.push('raf2 queueMicrotask'));
});

// a promise chain started in the script runs before any frame
Promise.resolve()
  .then(() => log.push('script microtask 1'))
  .then(() => log.push('script microtask 2'));
log.push('script end');
