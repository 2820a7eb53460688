// An uncaught error thrown by one timer callback ends only that callback: its queued
// microtask still runs and the next timers run as usual.
setTimeout(() => {
  console.log('timer 1 throws');
  Promise.resolve().then(() => console.log('timer 1 microtask still runs'));
  throw new Error('boom');
}, 10);
setTimeout(() => console.log('timer 2 runs'), 20);
setTimeout(() => {
  console.log('timer 3');
  null.missing;
}, 30);
setTimeout(() => console.log('timer 4 runs'), 40);
