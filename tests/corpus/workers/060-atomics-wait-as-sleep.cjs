// Atomics.wait in a worker: as a 30 ms sleep ('timed-out'), against a value that already changed ('not-equal'), and woken by the main thread's notify ('ok').
const path = require('node:path');
const { Worker } = require('node:worker_threads');

const cell = new Int32Array(new SharedArrayBuffer(8));
const worker = new Worker(path.join(__dirname, 'sleeper.js'), { workerData: { cell } });
worker.on('message', (msg) => {
  if (msg.waitingForNotify) {
    const poke = () => {
      const woken = Atomics.notify(cell, 1, 1);
      if (woken === 0) return setTimeout(poke, 5); // not asleep yet: try again
      console.log('main: notify woke', woken, 'waiter');
    };
    poke();
  } else {
    console.log('worker:', msg);
  }
});
worker.on('exit', (code) => console.log('exit', code));
// @file sleeper.js
const { parentPort, workerData } = require('node:worker_threads');
const { cell } = workerData;

function sleep(ms) {
  return Atomics.wait(cell, 0, 0, ms);
}
const t0 = performance.now();
const slept = sleep(30);
parentPort.postMessage({ step: 'sleep(30)', result: slept, atLeast30ms: performance.now() - t0 >= 29 });

Atomics.store(cell, 0, 7);
parentPort.postMessage({ step: 'value is 7, wait for 0', result: Atomics.wait(cell, 0, 0, 1000) });

parentPort.postMessage({ waitingForNotify: true });
const t1 = performance.now();
const woke = Atomics.wait(cell, 1, 0, 5000);
parentPort.postMessage({ step: 'wait for notify', result: woke, beforeTimeout: performance.now() - t1 < 5000 });
