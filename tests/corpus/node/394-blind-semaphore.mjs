// A counting semaphore limiting concurrent "downloads".
import { setTimeout as sleep } from 'node:timers/promises';

class Semaphore {
  #permits;
  #waiters = [];
  constructor(permits) { this.#permits = permits; }
  get available() { return this.#permits; }
  async acquire() {
    if (this.#permits > 0) { this.#permits--; return; }
    await new Promise((resolve) => this.#waiters.push(resolve));
  }
  release() {
    const next = this.#waiters.shift();
    if (next) next();
    else this.#permits++;
  }
  async use(fn) {
    await this.acquire();
    try { return await fn(); } finally { this.release(); }
  }
}

const sem = new Semaphore(2);
let running = 0, peak = 0;
const durations = { a: 30, b: 10, c: 50, d: 20, e: 25 };

const results = await Promise.all(
  Object.entries(durations).map(([name, ms]) =>
    sem.use(async () => {
      running++; peak = Math.max(peak, running);
      console.log(`start ${name} (running=${running})`);
      await sleep(ms);
      running--;
      console.log(`done  ${name}`);
      return `${name}:${ms}`;
    })
  )
);
console.log(results.join(' '));
console.log('peak concurrency', peak, 'permits left', sem.available);
