// A CPU-bound fib(32) runs in a worker while the main thread's interval keeps firing.
const { Worker } = require('worker_threads');
const path = require('path');

let ticks = 0;
const interval = setInterval(() => { ticks++; }, 5);

const worker = new Worker(path.join(__dirname, 'fib-worker.js'), { workerData: 32 });
console.log('main: started the worker, waiting');
worker.on('message', (result) => {
  clearInterval(interval);
  console.log('main: fib(32) =', result);
  console.log('main: interval fired while the worker computed:', ticks > 0);
});
worker.on('exit', (code) => console.log('main: worker exited with', code));
// @file fib-worker.js
const { parentPort, workerData } = require('worker_threads');
function fib(n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }
parentPort.postMessage(fib(workerData));
