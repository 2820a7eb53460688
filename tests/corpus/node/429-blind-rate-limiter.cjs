// Token-bucket rate limiter: 3 requests per 100ms window, others wait their turn
class RateLimiter {
  constructor(limit, windowMs) {
    this.limit = limit;
    this.windowMs = windowMs;
    this.tokens = limit;
    this.queue = [];
    this.timer = null;
  }
  acquire() {
    if (this.tokens > 0) {
      this.tokens--;
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      this.queue.push(resolve);
      this.#schedule();
    });
  }
  #schedule() {
    if (this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.tokens = this.limit;
      while (this.tokens > 0 && this.queue.length) {
        this.tokens--;
        this.queue.shift()();
      }
      if (this.queue.length) this.#schedule();
    }, this.windowMs);
  }
}

const limiter = new RateLimiter(3, 100);
let window = 0;
const windowTicker = setInterval(() => window++, 100);

async function request(id) {
  await limiter.acquire();
  console.log(`request ${id} runs in window ${window}`);
  return id * 10;
}

const ids = [1, 2, 3, 4, 5, 6, 7, 8];
Promise.all(ids.map(request)).then((results) => {
  clearInterval(windowTicker);
  console.log('results:', results);
});
console.log('queued', ids.length, 'requests');
