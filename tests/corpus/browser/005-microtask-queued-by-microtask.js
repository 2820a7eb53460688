// A microtask queued while the microtask queue is being drained still runs in the same
// checkpoint, before the pending timer, however deep the nesting goes.
setTimeout(() => console.log('timer'), 0);
let depth = 0;
function again() {
  depth++;
  console.log(`microtask depth ${depth}`);
  if (depth < 5) queueMicrotask(again);
}
queueMicrotask(again);
Promise.resolve().then(() => console.log('promise queued at start'));
