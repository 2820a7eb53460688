// A busy main thread never becomes idle, so an idle callback with { timeout: 50 } is
// forced to run once its timeout passed: didTimeout is true and no time remains. It
// still runs before a 100 ms timer that also expired during the busy loop.
requestIdleCallback((deadline) => {
  console.log(`idle: didTimeout ${deadline.didTimeout}`);
  console.log(`timeRemaining is 0: ${deadline.timeRemaining() === 0}`);
}, { timeout: 50 });
setTimeout(() => console.log('timeout 100'), 100);
const start = performance.now();
while (performance.now() - start < 200) {}
console.log('busy loop done');
