// An async queue: producers push, a consumer awaits items one by one
class AsyncQueue {
  #items = [];
  #waiters = [];
  #closed = false;
  push(item) {
    if (this.#closed) throw new Error('queue closed');
    const w = this.#waiters.shift();
    if (w) w.resolve({ value: item, done: false });
    else this.#items.push(item);
  }
  close() {
    this.#closed = true;
    for (const w of this.#waiters.splice(0)) w.resolve({ value: undefined, done: true });
  }
  next() {
    if (this.#items.length) return Promise.resolve({ value: this.#items.shift(), done: false });
    if (this.#closed) return Promise.resolve({ value: undefined, done: true });
    return new Promise((resolve) => this.#waiters.push({ resolve }));
  }
  [Symbol.asyncIterator]() {
    return this;
  }
  get size() {
    return this.#items.length;
  }
}

const q = new AsyncQueue();

async function consumer(name) {
  for await (const job of q) {
    console.log(`${name} got ${job}`);
    await new Promise((r) => setTimeout(r, 10));
    console.log(`${name} done ${job}`);
  }
  console.log(`${name} sees the queue closed`);
}

q.push('early-1');
q.push('early-2');
console.log('buffered before consumers:', q.size);

const consumers = [consumer('C1'), consumer('C2')];

let n = 0;
const iv = setInterval(() => {
  n++;
  console.log(`producer pushes job-${n}`);
  q.push(`job-${n}`);
  if (n === 4) {
    clearInterval(iv);
    setTimeout(() => {
      console.log('closing queue');
      q.close();
    }, 50);
  }
}, 25);

Promise.all(consumers).then(() => console.log('all consumers finished'));
