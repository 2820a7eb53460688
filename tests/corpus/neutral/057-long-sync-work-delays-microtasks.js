// Microtasks wait for all synchronous work, however long it takes.
const log = (s) => console.log(s);
Promise.resolve().then(() => log('microtask'));
let total = 0;
for (let i = 0; i < 200000; i++) {
  total += i % 7;
}
log('sync loop finished, total ' + total);
queueMicrotask(() => log('queued after the loop'));
log('sync end');
