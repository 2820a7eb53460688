// Microtasks queued by one animation frame callback run before the next callback of
// the same frame (a microtask checkpoint after each callback).
requestAnimationFrame(() => {
  console.log('raf A');
  Promise.resolve().then(() => console.log('  A then'));
  queueMicrotask(() => console.log('  A microtask'));
});
requestAnimationFrame(() => {
  console.log('raf B');
  Promise.resolve().then(() => {
    console.log('  B then');
    return null;
  }).then(() => console.log('  B then then'));
});
requestAnimationFrame(() => console.log('raf C'));
