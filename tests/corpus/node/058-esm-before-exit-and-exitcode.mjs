// ES module: 'beforeExit' fires after top-level await finishes and the loop is empty; exitCode carries through.
import { setImmediate as turn } from 'node:timers/promises';
let rounds = 0;
process.on('beforeExit', () => {
  rounds++;
  console.log('beforeExit round', rounds);
  if (rounds === 1) setImmediate(() => console.log('one more immediate'));
});
process.on('exit', (code) => console.log('exit', code));
await turn();
process.exitCode = 5;
console.log('module finished');
