// ES module: microtasks run first, then ticks; a tick's own promise jobs run before the next batch of ticks ends.
process.nextTick(() => {
  console.log('tick A');
  Promise.resolve().then(() => console.log('promise queued by tick A'));
  process.nextTick(() => console.log('tick queued by tick A'));
});
Promise.resolve()
  .then(() => {
    console.log('promise 1');
    process.nextTick(() => console.log('tick queued by promise 1'));
  })
  .then(() => console.log('promise 2'));
console.log('module body done');
