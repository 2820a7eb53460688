// CommonJS: after the main script, every nextTick runs before promise jobs and queueMicrotask callbacks.
console.log('script start');
Promise.resolve().then(() => console.log('promise then'));
queueMicrotask(() => console.log('queueMicrotask'));
process.nextTick(() => console.log('nextTick 1'));
process.nextTick(() => console.log('nextTick 2'));
console.log('script end');
