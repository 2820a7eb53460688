// Promise-based Mutex, Semaphore and Barrier used by simulated workers
class Mutex {
  #locked = false; #waiters = [];
  lock() {
    return new Promise(resolve => {
      const grant = () => { this.#locked = true; resolve(() => this.#release()); };
      if (!this.#locked) grant(); else this.#waiters.push(grant);
    });
  }
  #release() { const next = this.#waiters.shift(); if (next) next(); else this.#locked = false; }
  async runExclusive(fn) { const release = await this.lock(); try { return await fn(); } finally { release(); } }
  get isLocked() { return this.#locked; }
}
class Semaphore {
  constructor(n) { this.available = n; this.queue = []; this.maxSeen = 0; this.inUse = 0; }
  async acquire() {
    if (this.available > 0) { this.available--; } else { await new Promise(r => this.queue.push(r)); }
    this.inUse++; this.maxSeen = Math.max(this.maxSeen, this.inUse);
  }
  release() { this.inUse--; const r = this.queue.shift(); if (r) r(); else this.available++; }
  async with(fn) { await this.acquire(); try { return await fn(); } finally { this.release(); } }
}
class Barrier {
  constructor(parties) { this.parties = parties; this.waiting = []; this.generation = 0; }
  wait() {
    return new Promise(resolve => {
      this.waiting.push(resolve);
      if (this.waiting.length === this.parties) {
        const gen = this.generation++;
        const ws = this.waiting; this.waiting = [];
        ws.forEach((r, i) => r({ generation: gen, leader: i === ws.length - 1 }));
      }
    });
  }
}
const sleep = (ms) => new Promise(r => setTimeout(r, ms));
// 1. lost update without a mutex vs. with one
let balanceUnsafe = 100, balanceSafe = 100;
async function unsafeWithdraw(n) { const b = balanceUnsafe; await sleep(5); balanceUnsafe = b - n; }
const m = new Mutex();
async function safeWithdraw(n) { await m.runExclusive(async () => { const b = balanceSafe; await sleep(5); balanceSafe = b - n; }); }
(async () => {
  await Promise.all([10, 20, 30].map(unsafeWithdraw));
  await Promise.all([10, 20, 30].map(safeWithdraw));
  console.log('unsafe balance', balanceUnsafe, 'safe balance', balanceSafe, 'locked now', m.isLocked);
  // 2. semaphore limits concurrency of downloads
  const sem = new Semaphore(2);
  const order = [];
  await Promise.all(['a.txt', 'b.txt', 'c.txt', 'd.txt', 'e.txt'].map((f, i) => sem.with(async () => {
    order.push('start ' + f);
    await sleep(20 + i * 25);
    order.push('end ' + f);
  })));
  console.log(order.join(', '));
  console.log('max concurrent', sem.maxSeen, 'available', sem.available);
  // 3. barrier: workers doing phases in lockstep
  const barrier = new Barrier(3);
  const trace = [];
  async function worker(name, delays) {
    for (let phase = 0; phase < delays.length; phase++) {
      await sleep(delays[phase]);
      trace.push(`${name} finished phase ${phase}`);
      const { generation, leader } = await barrier.wait();
      if (leader) trace.push(`-- barrier ${generation} released by ${name}`);
    }
    return name + ' done';
  }
  const done = await Promise.all([worker('W1', [10, 60]), worker('W2', [40, 20]), worker('W3', [70, 35])]);
  trace.forEach(t => console.log(t));
  console.log(done.join('; '));
  // 4. mutex fairness: FIFO order of waiters
  const got = [];
  const m2 = new Mutex();
  await Promise.all([...'ABCDE'].map(async (id, i) => { await sleep(i); const rel = await m2.lock(); got.push(id); await sleep(1); rel(); }));
  console.log('lock order', got.join(''));
})();
