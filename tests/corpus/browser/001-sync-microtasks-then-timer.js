// Synchronous code runs to the end first, then every microtask (promise reactions and
// queueMicrotask callbacks, in the order they were queued), and only then the
// setTimeout(0) task.
setTimeout(() => console.log('timeout'), 0);
Promise.resolve().then(() => console.log('promise 1'));
queueMicrotask(() => console.log('queueMicrotask'));
Promise.resolve().then(() => console.log('promise 2'));
console.log('sync 1');
console.log('sync 2');
