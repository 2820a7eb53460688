// Microtasks queued by a running microtask run in the same checkpoint, after those already queued.
const log = (s) => console.log(s);
queueMicrotask(() => {
  log('m1');
  queueMicrotask(() => log('m3 (queued by m1)'));
});
queueMicrotask(() => log('m2'));
log('script end');
