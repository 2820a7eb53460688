// A race condition in async code, then fixed with a promise-chain mutex.
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

class Account {
  balance = 100;
  async read() { await sleep(5); return this.balance; }
  async write(v) { await sleep(5); this.balance = v; }
}

async function withdrawUnsafe(acc, amount, who) {
  const b = await acc.read();
  if (b < amount) { console.log(`${who}: insufficient (${b})`); return false; }
  await acc.write(b - amount);
  console.log(`${who}: withdrew ${amount}, saw ${b}`);
  return true;
}

class Mutex {
  #last = Promise.resolve();
  lock() {
    let release;
    const next = new Promise((r) => (release = r));
    const ready = this.#last.then(() => release);
    this.#last = next;
    return ready;
  }
  async run(fn) {
    const release = await this.lock();
    try { return await fn(); } finally { release(); }
  }
}

(async () => {
  const a = new Account();
  await Promise.all([withdrawUnsafe(a, 80, 'alice'), withdrawUnsafe(a, 70, 'bob')]);
  console.log('unsafe final balance:', a.balance, '(money was created!)');

  const b = new Account();
  const m = new Mutex();
  const results = await Promise.all([
    m.run(() => withdrawUnsafe(b, 80, 'alice')),
    m.run(() => withdrawUnsafe(b, 70, 'bob')),
    m.run(() => withdrawUnsafe(b, 20, 'carol')),
  ]);
  console.log('safe results:', results, 'final balance:', b.balance);
})();
