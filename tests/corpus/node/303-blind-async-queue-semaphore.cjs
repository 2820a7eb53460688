class Semaphore {
  #permits;
  #waiters = [];
  constructor(n) { this.#permits = n; }
  async acquire() {
    if (this.#permits > 0) { this.#permits--; return; }
    await new Promise((resolve) => this.#waiters.push(resolve));
  }
  release() {
    const next = this.#waiters.shift();
    if (next) next();
    else this.#permits++;
  }
  get available() { return this.#permits; }
}

const sem = new Semaphore(2);
const log = [];
async function job(name, ms) {
  await sem.acquire();
  log.push(`+${name}`);
  console.log(`${name} acquired (available=${sem.available})`);
  await new Promise((r) => setTimeout(r, ms));
  console.log(`${name} releasing`);
  log.push(`-${name}`);
  sem.release();
}

Promise.all([job('A', 100), job('B', 10), job('C', 30), job('D', 20)]).then(() => {
  console.log(log.join(' '));
  console.log('final available:', sem.available);
});
