// nextTicks and microtasks queued by an immediate run before the next immediate of the same batch.
setImmediate(() => {
  console.log('immediate 1');
  queueMicrotask(() => console.log('  microtask from immediate 1'));
  process.nextTick(() => console.log('  tick from immediate 1'));
});
setImmediate(() => {
  console.log('immediate 2');
  Promise.resolve().then(() => console.log('  promise from immediate 2'));
});
