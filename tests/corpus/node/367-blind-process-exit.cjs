// process.on('exit'/'beforeExit'), exitCode, and work scheduled during beforeExit
let beforeExitRuns = 0;
process.on('beforeExit', (code) => {
  beforeExitRuns++;
  console.log(`beforeExit #${beforeExitRuns} code=${code}`);
  if (beforeExitRuns < 3) {
    setTimeout(() => console.log(`  more work ${beforeExitRuns}`), 1);
  }
});
process.on('exit', (code) => {
  console.log('exit handler, code', code);
  setTimeout(() => console.log('never printed: timers do not run in exit'), 0);
  Promise.resolve().then(() => console.log('microtask queued in exit handler'));
  process.nextTick(() => console.log('nextTick in exit'));
});
process.once('exit', () => console.log('second exit listener'));

const cleanups = [];
function registerCleanup(name, fn) { cleanups.push([name, fn]); }
registerCleanup('db', () => 'closed db');
registerCleanup('cache', () => 'flushed cache');
process.on('exit', () => {
  for (const [name, fn] of cleanups.reverse()) console.log('cleanup', name, '->', fn());
});

setTimeout(() => {
  console.log('main work done');
  process.exitCode = 4;
}, 5);
console.log('listeners', process.listenerCount('exit'), process.listenerCount('beforeExit'));
