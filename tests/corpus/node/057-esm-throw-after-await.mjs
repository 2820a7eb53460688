// ES module: an error thrown after a top-level await exits with code 1; a pending timer never fires.
import { setTimeout as sleep } from 'node:timers/promises';
process.on('exit', (code) => console.log('exit', code));
console.log('step 1');
await sleep(1);
console.log('step 2');
setTimeout(() => console.log('never: timer'), 50);
throw new Error('migration failed');
