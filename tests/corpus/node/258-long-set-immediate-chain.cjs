// setImmediate re-queued from itself 50 000 times, with a nextTick and a promise job inside each one, and a timer that clears it midway in a second chain.
let count = 0;
let ticks = 0;
let jobs = 0;
function step() {
  count++;
  process.nextTick(() => ticks++);
  Promise.resolve().then(() => jobs++);
  if (count < 50000) setImmediate(step);
  else setImmediate(() => console.log('chain', count, 'ticks', ticks, 'jobs', jobs));
}
setImmediate(step);
let batch = 0;
const pending = [];
for (let i = 0; i < 20000; i++) pending.push(setImmediate(() => batch++));
for (let i = 0; i < 20000; i += 4) clearImmediate(pending[i]);
setImmediate(() => console.log('batch ran', batch));
