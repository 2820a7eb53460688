// A worker runs its own event loop: nextTick/promise/timer order, an interval that reports 5 ticks, an unref'd heartbeat that does not keep it alive.
const path = require('node:path');
const { Worker } = require('node:worker_threads');

const worker = new Worker(path.join(__dirname, 'ticker.js'), { workerData: { every: 10, ticks: 5 } });
worker.on('message', (msg) => {
  if (msg.kind === 'order') console.log('order inside the worker:', msg.steps.join(' > '));
  else if (msg.kind === 'tick') console.log(`tick ${msg.n}, ${msg.n * 10} ms of work simulated`);
  else console.log('worker:', msg.text);
});
worker.on('exit', (code) => console.log('worker exited by itself with code', code));
// @file ticker.js
const { parentPort, workerData } = require('node:worker_threads');

const steps = [];
setTimeout(() => {
  steps.push('timeout');
  parentPort.postMessage({ kind: 'order', steps });
}, 1);
Promise.resolve().then(() => steps.push('promise'));
process.nextTick(() => steps.push('nextTick'));
steps.push('sync');

const heartbeat = setInterval(() => parentPort.postMessage({ kind: 'text', text: 'heartbeat (never seen)' }), 1000);
heartbeat.unref();

let n = 0;
const interval = setInterval(() => {
  n++;
  parentPort.postMessage({ kind: 'tick', n });
  if (n === workerData.ticks) {
    clearInterval(interval);
    setTimeout(() => parentPort.postMessage({ kind: 'text', text: 'interval cleared, nothing keeps me alive' }), 20);
  }
}, workerData.every);
