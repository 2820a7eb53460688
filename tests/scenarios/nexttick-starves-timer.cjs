// A zero-delay timer is due almost at once, but 100 000 process.nextTick callbacks, each
// queueing the next, run first: the nextTick queue is drained completely before the
// event loop may move on to the timers phase.
const start = performance.now();
setTimeout(() => console.log(`timer ran after ${Math.round(performance.now() - start)} ms`), 0);
let count = 0;
function again() {
  if (++count < 100000) process.nextTick(again);
  else console.log(`ticks done after ${Math.round(performance.now() - start)} ms`);
}
process.nextTick(again);
