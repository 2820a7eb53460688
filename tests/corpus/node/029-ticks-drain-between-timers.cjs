// Node >= 11 drains nextTicks and microtasks after each timer callback, not after the whole batch.
setTimeout(() => {
  console.log('timer 1');
  process.nextTick(() => console.log('  tick from timer 1'));
  Promise.resolve().then(() => console.log('  promise from timer 1'));
}, 3);
setTimeout(() => {
  console.log('timer 2');
  Promise.resolve().then(() => console.log('  promise from timer 2'));
  process.nextTick(() => console.log('  tick from timer 2'));
}, 3);
