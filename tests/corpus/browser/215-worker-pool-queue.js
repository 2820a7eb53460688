// A fixed-size worker pool with a task queue: 3 workers, 8 jobs, each job a Promise; results printed in job order once all settle.
const WORKER_SRC = `
  function collatzSteps(n) {
    let steps = 0;
    while (n !== 1) { n = n % 2 ? 3 * n + 1 : n / 2; steps++; }
    return steps;
  }
  self.onmessage = (e) => {
    const { jobId, from, to } = e.data;
    let best = from, bestSteps = 0;
    for (let n = from; n <= to; n++) {
      const s = collatzSteps(n);
      if (s > bestSteps) { best = n; bestSteps = s; }
    }
    self.postMessage({ jobId, best, bestSteps });
  };
`;

class WorkerPool {
  constructor(size, url) {
    this.idle = [];
    this.queue = [];
    this.workers = [];
    for (let i = 0; i < size; i++) {
      const w = new Worker(url);
      w.onmessage = (e) => this.finish(w, e.data);
      this.workers.push(w);
      this.idle.push(w);
    }
    this.maxQueued = 0;
  }

  run(job) {
    return new Promise((resolve) => {
      this.queue.push({ job, resolve });
      this.maxQueued = Math.max(this.maxQueued, this.queue.length);
      this.pump();
    });
  }

  pump() {
    while (this.idle.length && this.queue.length) {
      const w = this.idle.shift();
      const task = this.queue.shift();
      w.current = task;
      w.postMessage(task.job);
    }
  }

  finish(w, result) {
    const { resolve } = w.current;
    w.current = null;
    this.idle.push(w);
    resolve(result);
    this.pump();
  }

  destroy() {
    this.workers.forEach((w) => w.terminate());
  }
}

const url = URL.createObjectURL(new Blob([WORKER_SRC], { type: 'text/javascript' }));
const pool = new WorkerPool(3, url);

const jobs = [];
for (let i = 0; i < 8; i++) {
  jobs.push({ jobId: i, from: i * 5000 + 1, to: (i + 1) * 5000 });
}

console.log(`submitting ${jobs.length} jobs to ${pool.workers.length} workers`);
const promises = jobs.map((job) => pool.run(job));
console.log('jobs waiting in the queue:', pool.queue.length);

Promise.all(promises).then((results) => {
  for (const r of results) {
    console.log(`job ${r.jobId}: ${r.best} takes ${r.bestSteps} steps`);
  }
  const overall = results.reduce((a, b) => (b.bestSteps > a.bestSteps ? b : a));
  console.log('overall winner below 40001:', overall.best);
  console.log('idle workers at the end:', pool.idle.length, 'queue:', pool.queue.length);
  pool.destroy();
  URL.revokeObjectURL(url);
});
