// A fixed-size worker pool with a task queue: 9 tasks on 3 workers, results printed in submission order, peak concurrency tracked.
const path = require('node:path');
const { Worker } = require('node:worker_threads');

class WorkerPool {
  constructor(file, size) {
    this.queue = [];
    this.idle = [];
    this.workers = [];
    this.busy = 0;
    this.peak = 0;
    for (let i = 0; i < size; i++) {
      const w = new Worker(file);
      this.workers.push(w);
      this.idle.push(w);
    }
  }
  run(task) {
    return new Promise((resolve, reject) => { this.queue.push({ task, resolve, reject }); this.next(); });
  }
  next() {
    if (!this.queue.length || !this.idle.length) return;
    const worker = this.idle.pop();
    const { task, resolve, reject } = this.queue.shift();
    this.peak = Math.max(this.peak, ++this.busy);
    const done = (fn) => (v) => {
      worker.off('message', onMessage); worker.off('error', onError);
      this.busy--; this.idle.push(worker); fn(v); this.next();
    };
    const onMessage = done(resolve), onError = done(reject);
    worker.on('message', onMessage); worker.on('error', onError);
    worker.postMessage(task);
  }
  async close() { return Promise.all(this.workers.map((w) => w.terminate())); }
}

const pool = new WorkerPool(path.join(__dirname, 'fib-worker.js'), 3);
const inputs = [30, 5, 25, 12, 28, 1, 20, 27, 10];
console.log('queued', inputs.length, 'tasks on', pool.workers.length, 'workers');
Promise.all(inputs.map((n) => pool.run({ n }))).then(async (results) => {
  results.forEach((r, i) => console.log(`fib(${inputs[i]}) = ${r.value}`));
  console.log('peak concurrency', pool.peak, 'queue left', pool.queue.length);
  console.log('exit codes after close', await pool.close());
});
// @file fib-worker.js
const { parentPort } = require('node:worker_threads');
const fib = (n) => (n < 2 ? n : fib(n - 1) + fib(n - 2));
parentPort.on('message', ({ n }) => parentPort.postMessage({ value: fib(n) }));
