// Bugs with timers: setInterval + async work, clearTimeout on the wrong id, and `this`.
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

let inFlight = 0, maxInFlight = 0, runs = 0;
const poller = setInterval(async () => {
  runs++;
  inFlight++;
  maxInFlight = Math.max(maxInFlight, inFlight);
  await sleep(120); // slower than the interval: calls pile up
  inFlight--;
}, 50);
setTimeout(() => {
  clearInterval(poller);
  console.log('setInterval with slow async body: max overlapping =', maxInFlight >= 2 ? '2 or more' : maxInFlight);
  safePoll();
}, 290);

// Fix: schedule the next run only after the previous finished
let safeRuns = 0, safeMax = 0, safeIn = 0;
async function safePoll() {
  safeRuns++;
  safeIn++; safeMax = Math.max(safeMax, safeIn);
  await sleep(30);
  safeIn--;
  if (safeRuns < 4) setTimeout(safePoll, 20);
  else console.log('recursive setTimeout: runs', safeRuns, 'max overlapping', safeMax);
}

// clearTimeout with a stale handle
let handle = setTimeout(() => console.log('first timer fired (was meant to be cancelled)'), 10);
handle = setTimeout(() => console.log('second timer fired'), 20);
clearTimeout(handle); // only cancels the second one

// setTimeout's delay is not a guarantee: a busy main thread delays it
const t0 = performance.now();
setTimeout(() => console.log('0ms timer ran after the busy loop:', performance.now() - t0 >= 30), 0);
while (performance.now() - t0 < 30);
console.log('busy loop done');
console.log('typeof handle:', typeof handle, 'has ref():', typeof handle.ref, 'primitive is number:', typeof +handle);
