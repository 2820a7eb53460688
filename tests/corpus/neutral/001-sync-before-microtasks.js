// Synchronous code finishes before any promise reaction or queued microtask runs.
console.log('sync 1');
Promise.resolve().then(() => console.log('then'));
queueMicrotask(() => console.log('microtask'));
console.log('sync 2');
for (let i = 0; i < 3; i++) {
  console.log('loop', i);
}
console.log('sync end');
