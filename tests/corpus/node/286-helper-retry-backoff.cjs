'use strict';
// Retry with exponential backoff + jitter from a seeded PRNG, timeouts, and a circuit breaker

function mulberry32(a) {
  return function () {
    a |= 0; a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const rand = mulberry32(42);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

class HttpError extends Error {
  constructor(status, attempt) {
    super(`HTTP ${status} on attempt ${attempt}`);
    this.status = status;
    this.retryable = status >= 500 || status === 429;
  }
}

async function retry(fn, { retries = 4, base = 10, factor = 2, maxDelay = 100, jitter = 0.5, label = 'op' } = {}) {
  let lastErr;
  for (let attempt = 1; attempt <= retries + 1; attempt++) {
    try {
      const value = await fn(attempt);
      console.log(`${label}: success on attempt ${attempt} -> ${value}`);
      return value;
    } catch (err) {
      lastErr = err;
      if (err.retryable === false || attempt > retries) {
        console.log(`${label}: giving up after attempt ${attempt}: ${err.message}`);
        break;
      }
      const raw = Math.min(maxDelay, base * factor ** (attempt - 1));
      const delay = Math.round(raw * (1 - jitter + jitter * rand()));
      console.log(`${label}: attempt ${attempt} failed (${err.message}); waiting ${delay}ms`);
      await sleep(delay);
    }
  }
  throw lastErr;
}

function flaky(name, plan) {
  // plan: list of statuses, 200 means success
  return async (attempt) => {
    await sleep(3);
    const status = plan[Math.min(attempt - 1, plan.length - 1)];
    if (status === 200) return `${name}-payload`;
    throw new HttpError(status, attempt);
  };
}

function withTimeout(promise, ms, what) {
  let timer;
  const t = new Promise((_, rej) => { timer = setTimeout(() => rej(new Error(`${what} timed out after ${ms}ms`)), ms); });
  return Promise.race([promise, t]).finally(() => clearTimeout(timer));
}

(async () => {
  await retry(flaky('users', [503, 503, 200]), { label: 'users' });
  await retry(flaky('orders', [200]), { label: 'orders' });
  try { await retry(flaky('auth', [500, 401]), { label: 'auth' }); }
  catch (e) { console.log('caught auth error, status', e.status); }
  try { await retry(flaky('search', [429]), { label: 'search', retries: 3, base: 5 }); }
  catch (e) { console.log('caught search error:', e.message); }

  const slow = (ms) => () => new Promise((res) => setTimeout(res, ms, `done in ${ms}`));
  for (const ms of [20, 80]) {
    try { console.log(await withTimeout(slow(ms)(), 50, `slow(${ms})`)); }
    catch (e) { console.log('timeout:', e.message); }
  }

  // circuit breaker around a failing dependency
  class Breaker {
    constructor(threshold) { this.threshold = threshold; this.failures = 0; this.state = 'closed'; }
    async call(fn) {
      if (this.state === 'open') throw new Error('circuit open');
      try { const v = await fn(); this.failures = 0; return v; }
      catch (e) { if (++this.failures >= this.threshold) this.state = 'open'; throw e; }
    }
  }
  const br = new Breaker(3);
  const outcomes = [];
  for (let i = 0; i < 6; i++) {
    try { outcomes.push(await br.call(flaky('db', [i === 1 ? 200 : 500]).bind(null, 1))); }
    catch (e) { outcomes.push(e.message.replace(/ on attempt \d+/, '')); }
  }
  console.log('breaker outcomes:', outcomes.join(' | '), '| state', br.state);
})().then(() => console.log('all done'));
