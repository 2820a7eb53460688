// Four workers bump counters in one SharedArrayBuffer: Atomics.add, and a plain read-modify-write guarded by a compareExchange lock.
const { Worker } = require('node:worker_threads');

const code = `
const { workerData, parentPort } = require('node:worker_threads');
const { shared, iterations } = workerData;
const [ATOMIC, LOCK, GUARDED, CRITICAL] = [0, 1, 2, 3];
function lock() {
  while (Atomics.compareExchange(shared, LOCK, 0, 1) !== 0) Atomics.wait(shared, LOCK, 1);
}
function unlock() {
  Atomics.store(shared, LOCK, 0);
  Atomics.notify(shared, LOCK, 1);
}
for (let i = 0; i < iterations; i++) {
  Atomics.add(shared, ATOMIC, 1);
  lock();
  const inside = Atomics.add(shared, CRITICAL, 1);
  if (inside !== 0) throw new Error('two threads in the critical section');
  shared[GUARDED] = shared[GUARDED] + 1;
  Atomics.sub(shared, CRITICAL, 1);
  unlock();
}
parentPort.postMessage('done');`;

const shared = new Int32Array(new SharedArrayBuffer(4 * Int32Array.BYTES_PER_ELEMENT));
const iterations = 5000;
const runs = Array.from({ length: 4 }, () => new Promise((resolve, reject) => {
  const w = new Worker(code, { eval: true, workerData: { shared, iterations } });
  w.on('error', reject);
  w.on('exit', resolve);
}));
Promise.all(runs).then((codes) => {
  console.log('exit codes', codes.join(','));
  console.log('Atomics.add counter', Atomics.load(shared, 0), 'expected', 4 * iterations);
  console.log('lock-guarded counter', shared[2], '- lock free again:', Atomics.load(shared, 1) === 0);
  console.log('same memory seen by main:', shared.buffer instanceof SharedArrayBuffer, shared.buffer.byteLength);
});
