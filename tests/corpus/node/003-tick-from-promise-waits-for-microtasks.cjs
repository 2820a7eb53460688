// A nextTick queued inside a promise callback runs only once the microtask queue is empty.
Promise.resolve()
  .then(() => {
    console.log('then A1');
    process.nextTick(() => console.log('tick queued by A1'));
  })
  .then(() => console.log('then A2'));
Promise.resolve()
  .then(() => console.log('then B1'))
  .then(() => console.log('then B2'));
queueMicrotask(() => console.log('microtask C'));
