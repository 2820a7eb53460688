// requestIdleCallback runs when the page is idle: after pending zero-delay timers and
// their microtasks, but well before a 200 ms timer. With nothing else to do the
// deadline has time left and didTimeout is false.
requestIdleCallback((deadline) => {
  console.log('idle callback');
  console.log(`didTimeout: ${deadline.didTimeout}`);
  console.log(`time left: ${deadline.timeRemaining() > 0}`);
}, { timeout: 1000 });
setTimeout(() => {
  console.log('timeout 0');
  Promise.resolve().then(() => console.log('timeout 0 microtask'));
}, 0);
setTimeout(() => console.log('timeout 200'), 200);
