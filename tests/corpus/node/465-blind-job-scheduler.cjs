// Job scheduler with priorities, retries with backoff and cancellation
const { EventEmitter } = require('events');
class CancelledError extends Error {
  constructor(id) { super(`job ${id} cancelled`); this.name = 'CancelledError'; }
}
class Scheduler extends EventEmitter {
  #queue = [];
  #running = 0;
  #seq = 0;
  constructor({ concurrency = 2 } = {}) { super(); this.concurrency = concurrency; }
  add(name, fn, { priority = 0, retries = 0, backoff = 10 } = {}) {
    const job = { id: ++this.#seq, name, fn, priority, retries, backoff, attempt: 0, cancelled: false };
    const p = new Promise((resolve, reject) => { job.resolve = resolve; job.reject = reject; });
    this.#queue.push(job);
    this.#queue.sort((a, b) => b.priority - a.priority || a.id - b.id);
    this.emit('queued', job);
    process.nextTick(() => this.#pump());
    return { id: job.id, promise: p, cancel: () => this.#cancel(job) };
  }
  #cancel(job) {
    if (job.cancelled) return false;
    job.cancelled = true;
    const i = this.#queue.indexOf(job);
    if (i >= 0) this.#queue.splice(i, 1);
    job.reject(new CancelledError(job.id));
    this.emit('cancelled', job);
    return true;
  }
  #pump() {
    while (this.#running < this.concurrency && this.#queue.length) {
      const job = this.#queue.shift();
      this.#run(job);
    }
    if (this.#running === 0 && this.#queue.length === 0) this.emit('drain');
  }
  async #run(job) {
    this.#running++;
    job.attempt++;
    this.emit('start', job);
    try {
      const value = await job.fn({ attempt: job.attempt, isCancelled: () => job.cancelled });
      if (!job.cancelled) { job.resolve(value); this.emit('done', job, value); }
    } catch (err) {
      if (job.cancelled) { /* ignore */ }
      else if (job.attempt <= job.retries) {
        const delay = job.backoff * 2 ** (job.attempt - 1);
        this.emit('retry', job, err, delay);
        setTimeout(() => { this.#queue.unshift(job); this.#pump(); }, delay);
      } else { job.reject(err); this.emit('failed', job, err); }
    } finally {
      this.#running--;
      this.#pump();
    }
  }
}
const sleep = (ms) => new Promise(r => setTimeout(r, ms));
const s = new Scheduler({ concurrency: 2 });
s.on('start', j => console.log(`start  #${j.id} ${j.name} (p${j.priority}, try ${j.attempt})`));
s.on('done', (j, v) => console.log(`done   #${j.id} ${j.name} = ${v}`));
s.on('retry', (j, e, d) => console.log(`retry  #${j.id} ${j.name} after ${e.message}, wait ${d}ms`));
s.on('failed', (j, e) => console.log(`failed #${j.id} ${j.name}: ${e.message}`));
s.on('cancelled', j => console.log(`cancel #${j.id} ${j.name}`));
let drains = 0;
s.on('drain', () => { drains++; });
let flaky = 0;
const jobs = [
  s.add('low', async () => { await sleep(70); return 'L'; }, { priority: 1 }),
  s.add('flaky', async ({ attempt }) => { await sleep(60); if (++flaky < 3) throw new Error('ECONNRESET#' + attempt); return 'F' + attempt; }, { priority: 5, retries: 3, backoff: 20 }),
  s.add('hopeless', async () => { await sleep(80); throw new Error('bad input'); }, { priority: 3, retries: 1, backoff: 120 }),
  s.add('urgent', async () => { await sleep(20); return 'U'; }, { priority: 9 }),
  s.add('doomed', async () => { await sleep(10); return 'D'; }, { priority: 0 }),
];
setTimeout(() => console.log('cancel doomed ->', jobs[4].cancel(), 'again ->', jobs[4].cancel()), 5);
Promise.allSettled(jobs.map(j => j.promise)).then(results => {
  for (const [i, r] of results.entries()) {
    console.log(i, r.status, r.status === 'fulfilled' ? r.value : `${r.reason.name}: ${r.reason.message}`);
  }
  setTimeout(() => console.log('drain events', drains > 0), 50);
});
