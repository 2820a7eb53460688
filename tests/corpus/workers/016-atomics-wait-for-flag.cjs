// A worker blocks in Atomics.wait until the main thread stores a flag and calls Atomics.notify.
const { Worker } = require('worker_threads');

const shared = new Int32Array(new SharedArrayBuffer(8));
const worker = new Worker(`
  const { workerData: shared, parentPort } = require('worker_threads');
  parentPort.postMessage('ready, going to wait');
  while (Atomics.load(shared, 0) === 0) Atomics.wait(shared, 0, 0);
  parentPort.postMessage('woke up, flag = ' + Atomics.load(shared, 0) + ', payload = ' + shared[1]);
`, { eval: true, workerData: shared });

worker.on('message', (m) => {
  console.log('worker:', m);
  if (m.startsWith('ready')) {
    setTimeout(() => {
      shared[1] = 42;
      Atomics.store(shared, 0, 1);
      const woken = Atomics.notify(shared, 0);
      console.log('main: stored the flag, notify woke at most one:', woken <= 1);
    }, 20);
  }
});
worker.on('exit', (code) => console.log('exit', code));
