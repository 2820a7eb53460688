// A worker pool of fixed size with a bounded job queue: the producer waits (backpressure) when the queue is full.
class WorkerPool {
  constructor(url, size, maxQueue) {
    this.idle = [];
    this.queue = [];
    this.maxQueue = maxQueue;
    this.spaceWaiters = [];
    for (let i = 0; i < size; i++) {
      const w = new Worker(url);
      w.label = `w${i}`;
      this.idle.push(w);
    }
  }
  run(job) {
    return new Promise((resolve) => {
      this.queue.push({ job, resolve });
      this.pump();
    });
  }
  pump() {
    while (this.idle.length && this.queue.length) {
      const worker = this.idle.shift();
      const { job, resolve } = this.queue.shift();
      console.log(`  ${worker.label} takes job ${job.id} (queue now ${this.queue.length})`);
      worker.onmessage = ({ data }) => {
        console.log(`  ${worker.label} finished job ${job.id}`);
        this.idle.push(worker);
        resolve(data);
        this.pump();
      };
      worker.postMessage(job);
      const waiter = this.spaceWaiters.shift();
      if (waiter) waiter();
    }
  }
  async waitForSpace() {
    while (this.queue.length >= this.maxQueue) {
      await new Promise((r) => this.spaceWaiters.push(r));
    }
  }
}

const pool = new WorkerPool('pool-worker.js', 2, 2);
const durations = [180, 60, 300, 60, 60, 120];

(async () => {
  const results = [];
  for (const [id, ms] of durations.entries()) {
    if (pool.queue.length >= pool.maxQueue) {
      console.log(`producer: queue full, waiting before job ${id}`);
      await pool.waitForSpace();
      console.log(`producer: space again, submitting job ${id}`);
    } else {
      console.log(`producer: submitting job ${id}`);
    }
    results.push(pool.run({ id, ms, n: id + 10 }));
  }
  console.log('producer: all jobs submitted');
  const all = await Promise.all(results);
  console.log(`results in submission order: ${all.map((r) => `${r.id}:${r.square}`).join(' ')}`);
})();

// @file pool-worker.js
onmessage = ({ data: { id, ms, n } }) => {
  setTimeout(() => postMessage({ id, square: n * n }), ms);
};
