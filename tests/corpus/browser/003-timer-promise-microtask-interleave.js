// Two timers, each queueing a promise reaction, a queueMicrotask and another timer.
// All microtasks of a timer callback run before the next timer task; the timers
// queued from callbacks come after the ones already waiting.
setTimeout(() => {
  console.log('A');
  setTimeout(() => console.log('A -> timeout'), 0);
  Promise.resolve().then(() => console.log('A -> then'));
  queueMicrotask(() => console.log('A -> microtask'));
}, 0);
setTimeout(() => {
  console.log('B');
  queueMicrotask(() => {
    console.log('B -> microtask');
    Promise.resolve().then(() => console.log('B -> microtask -> then'));
  });
  setTimeout(() => console.log('B -> timeout'), 0);
}, 0);
