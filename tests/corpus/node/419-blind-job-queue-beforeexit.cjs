// A job queue built on EventEmitter, with a summary printed on 'beforeExit'.
const EventEmitter = require('events');

class JobQueue extends EventEmitter {
  #jobs = [];
  #running = false;
  stats = { ok: 0, failed: 0 };
  add(name, fn) {
    this.#jobs.push({ name, fn });
    this.emit('added', name, this.#jobs.length);
    if (!this.#running) process.nextTick(() => this.#drain());
    return this;
  }
  async #drain() {
    this.#running = true;
    while (this.#jobs.length) {
      const { name, fn } = this.#jobs.shift();
      this.emit('start', name);
      try {
        const out = await fn();
        this.stats.ok++;
        this.emit('done', name, out);
      } catch (err) {
        this.stats.failed++;
        this.emit('failed', name, err);
      }
    }
    this.#running = false;
    this.emit('idle');
  }
}

const q = new JobQueue();
q.on('added', (name, size) => console.log(`added ${name} (queue ${size})`));
q.on('start', (name) => console.log(`start ${name}`));
q.on('done', (name, out) => console.log(`done ${name} ->`, out));
q.on('failed', (name, err) => console.log(`failed ${name}: ${err.message}`));
q.once('idle', () => {
  console.log('idle for the first time');
  setTimeout(() => q.add('late', async () => 'late result'), 30);
});

q.add('resize', () => new Promise((r) => setTimeout(() => r('200x200'), 20)))
  .add('sync', () => 6 * 7)
  .add('broken', async () => { throw new Error('disk full'); })
  .add('upload', () => new Promise((r) => setImmediate(() => r('uploaded'))));

let summaries = 0;
process.on('beforeExit', (code) => {
  summaries++;
  console.log(`beforeExit #${summaries} code=${code} stats=${JSON.stringify(q.stats)}`);
  if (summaries === 1) setTimeout(() => console.log('one more timer from beforeExit'), 10);
});
process.on('exit', (code) => console.log('exit', code));
