// A promise job queued inside a nextTick waits until the whole nextTick queue (including new ticks) has run.
process.nextTick(() => {
  console.log('tick 1');
  Promise.resolve().then(() => console.log('promise queued by tick 1'));
  process.nextTick(() => console.log('tick 3 (queued by tick 1)'));
});
process.nextTick(() => console.log('tick 2'));
queueMicrotask(() => console.log('microtask queued by the script'));
