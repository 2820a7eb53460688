// Token bucket rate limiter driven by a fake clock (deterministic)
class TokenBucket {
  #tokens;
  #last;
  constructor(capacity, refillPerSec, now) {
    this.capacity = capacity;
    this.refillPerSec = refillPerSec;
    this.#tokens = capacity;
    this.#last = now;
  }
  #refill(now) {
    const elapsed = (now - this.#last) / 1000;
    this.#tokens = Math.min(this.capacity, this.#tokens + elapsed * this.refillPerSec);
    this.#last = now;
  }
  tryTake(now, n = 1) {
    this.#refill(now);
    if (this.#tokens >= n) {
      this.#tokens -= n;
      return true;
    }
    return false;
  }
  get tokens() { return Math.floor(this.#tokens * 100) / 100; }
}

const bucket = new TokenBucket(3, 2, 0);
const times = [0, 10, 20, 30, 400, 500, 510, 1600, 1601, 1602, 1603];
const log = [];
for (const t of times) {
  const ok = bucket.tryTake(t);
  log.push(`${String(t).padStart(5)}ms ${ok ? 'allow' : 'deny '} tokens=${bucket.tokens}`);
}
console.log(log.join('\n'));
const allowed = times.filter((t, i) => log[i].includes('allow')).length;
console.log(`allowed ${allowed} of ${times.length}`);
console.log(Object.getOwnPropertyNames(TokenBucket.prototype).join(','));
console.log('has private?', (() => { try { return TokenBucket.prototype.tryTake.call({}, 0); } catch (e) { return e.constructor.name + ': ' + e.message; } })());
