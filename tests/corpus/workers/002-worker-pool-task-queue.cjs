// A tiny worker pool: two workers, a FIFO task queue, results collected by task index.
const { Worker } = require('worker_threads');

const code = `
const { parentPort } = require('worker_threads');
const isPrime = (n) => { for (let d = 2; d * d <= n; d++) if (n % d === 0) return false; return n > 1; };
parentPort.on('message', ({ id, n }) => {
  let count = 0;
  for (let i = 2; i <= n; i++) if (isPrime(i)) count++;
  parentPort.postMessage({ id, count });
});
`;

class Pool {
  constructor(size) {
    this.idle = [];
    this.queue = [];
    this.pending = new Map();
    this.nextId = 0;
    this.workers = Array.from({ length: size }, () => {
      const w = new Worker(code, { eval: true });
      w.on('message', ({ id, count }) => {
        this.pending.get(id)(count);
        this.pending.delete(id);
        this.idle.push(w);
        this.next();
      });
      this.idle.push(w);
      return w;
    });
  }
  run(n) {
    return new Promise((resolve) => {
      this.queue.push({ id: this.nextId++, n, resolve });
      this.next();
    });
  }
  next() {
    while (this.idle.length && this.queue.length) {
      const { id, n, resolve } = this.queue.shift();
      this.pending.set(id, resolve);
      this.idle.shift().postMessage({ id, n });
    }
  }
  close() { return Promise.all(this.workers.map((w) => w.terminate())); }
}

(async () => {
  const pool = new Pool(2);
  const inputs = [10, 100, 1000, 10000, 50000, 100000];
  const results = await Promise.all(inputs.map((n) => pool.run(n)));
  inputs.forEach((n, i) => console.log(`primes <= ${n}: ${results[i]}`));
  console.log('queue empty:', pool.queue.length === 0, 'pending:', pool.pending.size);
  console.log('terminate codes:', await pool.close());
})();
