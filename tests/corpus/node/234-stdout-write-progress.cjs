// Progress output written with process.stdout.write: dots on one line while timers run,
// console.log continuing a line that write left open, and a last line with no newline
// that is still printed when the process exits.
const steps = ['fetch', 'parse', 'index', 'report'];
process.stdout.write('working ');
let i = 0;
const timer = setInterval(() => {
  process.stdout.write('.');
  if (++i === steps.length) {
    clearInterval(timer);
    console.log(' done');
    summary();
  }
}, 10);

function summary() {
  for (const [n, step] of steps.entries()) {
    process.stdout.write(`${n + 1}/${steps.length} `);
    process.stdout.write(step.padEnd(8, ' '));
    process.stdout.write('ok\n');
  }
  process.stdout.write('table: ');
  console.log('[%d steps]', steps.length);
  Promise.resolve().then(() => process.stdout.write('microtask wrote this, '));
  setImmediate(() => process.stdout.write('and the last words have no newline'));
}
process.on('exit', (code) => process.stdout.write(` (exit ${code})`));
