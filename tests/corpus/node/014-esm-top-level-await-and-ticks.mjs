// Top-level await: nextTicks queued by the module run only when evaluation really yields to the event loop.
process.nextTick(() => console.log('tick 1'));
await null;
console.log('after await null');
process.nextTick(() => console.log('tick 2'));
await new Promise((resolve) => setTimeout(resolve, 1));
console.log('after awaiting a timer');
