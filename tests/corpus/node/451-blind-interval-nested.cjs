// setInterval vs nested setTimeout, with nextTick and promises inside timer callbacks
let intervalRuns = 0;
const iv = setInterval(() => {
  intervalRuns++;
  console.log(`interval #${intervalRuns}`);
  process.nextTick(() => console.log(`  nextTick after interval #${intervalRuns}`));
  Promise.resolve().then(() => console.log(`  promise after interval #${intervalRuns}`));
  if (intervalRuns === 3) {
    clearInterval(iv);
    console.log('  interval cleared');
  }
}, 20);

let chain = 0;
function tick() {
  chain++;
  console.log(`chained timeout #${chain}`);
  if (chain < 3) setTimeout(tick, 20);
}
setTimeout(tick, 30);

setTimeout(() => {
  console.log('two timers due together: A');
  setImmediate(() => console.log('  immediate queued by A'));
  process.nextTick(() => console.log('  nextTick queued by A'));
}, 200);
setTimeout(() => console.log('two timers due together: B'), 200);

const t = setTimeout(() => console.log('never (cleared)'), 100);
clearTimeout(t);
const u = setTimeout(() => console.log('refreshed timer fired'), 150);
setTimeout(() => u.refresh(), 120);
console.log('hasRef', u.hasRef(), typeof u[Symbol.toPrimitive]());
