// Atomics.wait as a blocking sleep: 'timed-out', 'not-equal', and 'ok' when another thread notifies.
const { Worker } = require('worker_threads');

const ia = new Int32Array(new SharedArrayBuffer(8));
console.log('main, nobody notifies:', Atomics.wait(ia, 0, 0, 10));
console.log('main, value differs:', Atomics.wait(ia, 0, 5, 10));

const worker = new Worker(`
  const { workerData: ia, parentPort } = require('worker_threads');
  const results = [];
  results.push(Atomics.wait(ia, 0, 0, 10));      // a 10 ms sleep
  Atomics.store(ia, 1, 1);                       // tell main we are about to wait for real
  Atomics.notify(ia, 1);
  results.push(Atomics.wait(ia, 0, 0, 5000));    // main will wake us
  parentPort.postMessage(results);
`, { eval: true, workerData: ia });

worker.on('online', () => {
  // Block the main thread until the worker is past its sleep...
  while (Atomics.load(ia, 1) === 0) Atomics.wait(ia, 1, 0);
  // ...then notify until a waiter was really woken (notify returns how many it woke).
  let tries = 0;
  while (Atomics.notify(ia, 0, 1) === 0) tries++;
  console.log('main: woke the worker', tries >= 0);
});
worker.on('message', (results) => console.log('worker results:', results));
