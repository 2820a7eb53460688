// A zero-delay timer runs only after the script and every microtask it queued, including microtasks queued by microtasks.
setTimeout(() => console.log('timeout'), 0);
Promise.resolve()
  .then(() => console.log('then 1'))
  .then(() => console.log('then 2'));
queueMicrotask(() => {
  console.log('microtask');
  queueMicrotask(() => console.log('nested microtask'));
});
console.log('script end');
