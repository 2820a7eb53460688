// In an ES module the body runs inside a microtask, so promise jobs and queueMicrotask run before nextTick.
process.nextTick(() => console.log('nextTick'));
Promise.resolve().then(() => console.log('promise then'));
queueMicrotask(() => console.log('queueMicrotask'));
console.log('module body');
