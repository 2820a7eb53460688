// Two timers with the same delay run as separate tasks: the first one's promise chain finishes before the second starts.
setTimeout(() => {
  console.log('timer 1');
  Promise.resolve()
    .then(() => console.log('  timer 1 then a'))
    .then(() => console.log('  timer 1 then b'))
    .then(() => console.log('  timer 1 then c'));
}, 15);
setTimeout(() => {
  console.log('timer 2');
  queueMicrotask(() => console.log('  timer 2 microtask'));
}, 15);
