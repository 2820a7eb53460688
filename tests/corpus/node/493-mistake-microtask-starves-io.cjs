// A job queue drained with a recursive promise chain: each step schedules the next as a microtask,
// so the whole 5000-item drain runs before any timer, immediate or I/O callback - even the "urgent" one.
const fs = require('fs');
const log = (m) => console.log(m);
const queue = Array.from({ length: 5000 }, (_, i) => i);
let processed = 0, checksum = 0;
function processItem(n) {
  let h = n;
  for (let k = 0; k < 2000; k++) h = (h * 31 + k) % 1000003; // simulated parsing work per item
  checksum = (checksum * 33 + h) % 1000003;
  processed++;
}
// BUG: Promise.resolve().then(drain) never yields to the event loop
function drainWithMicrotasks() {
  if (queue.length === 0) { log(`microtask drain finished: processed=${processed} checksum=${checksum}`); return Promise.resolve(); }
  processItem(queue.shift());
  if (processed === 2500) log('halfway through the microtask drain');
  return Promise.resolve().then(drainWithMicrotasks);
}
let pending = 3;
const done = () => { if (--pending === 0) fixedVersion(); };
setTimeout(() => { log(`urgent 0ms timer ran; processed at that moment = ${processed}`); done(); }, 0);
setImmediate(() => { log(`setImmediate ran; processed at that moment = ${processed}`); done(); });
fs.readFile(__filename, 'utf8', (err, text) => { log(`readFile callback: ${text.includes('drainWithMicrotasks')}; processed = ${processed}`); done(); });
process.nextTick(() => log(`nextTick ran first; processed = ${processed}`));
drainWithMicrotasks().then(() => log('drain promise resolved, still before any I/O'));
function fixedVersion() {
  log('--- fixed version: yield with setImmediate every 1000 items ---');
  for (let i = 0; i < 5000; i++) queue.push(i);
  processed = 0; checksum = 0;
  let timerRuns = 0;
  const t = setInterval(() => { timerRuns++; if (timerRuns === 1) log(`timer got a turn during the fixed drain (processed ${processed > 0 && processed < 5000 ? 'partially' : processed})`); }, 0);
  (function drainYielding() {
    let n = 0;
    while (queue.length && n++ < 1000) processItem(queue.shift());
    log(`  chunk done, processed=${processed}`);
    if (queue.length) setImmediate(drainYielding);
    else { clearInterval(t); log(`yielding drain finished: processed=${processed} checksum=${checksum}; timer ran: ${timerRuns > 0}`); }
  })();
}
log('sync end');
