// Ticks queued during the microtask phase run next, then the microtasks they queue, until both queues are empty.
const trail = [];
Promise.resolve().then(() => {
  trail.push('m1');
  process.nextTick(() => {
    trail.push('t2');
    Promise.resolve().then(() => trail.push('m3'));
    process.nextTick(() => trail.push('t3'));
  });
});
process.nextTick(() => trail.push('t1'));
setImmediate(() => console.log(trail.join(' > ')));
