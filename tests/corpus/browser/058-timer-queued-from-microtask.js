// A timer queued from inside a microtask still waits for the whole microtask queue; a
// promise chain of 3 links queued after it runs completely first.
Promise.resolve().then(() => {
  console.log('microtask queues a timer');
  setTimeout(() => console.log('timer from microtask'), 0);
}).then(() => console.log('link 2')).then(() => console.log('link 3'));
setTimeout(() => console.log('timer from script'), 0);
console.log('script');
