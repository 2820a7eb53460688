// Retry with exponential backoff and deterministic "jitter" (seeded PRNG)
function mulberry32(seed) {
  return function () {
    let t = (seed += 0x6d2b79f5);
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const rand = mulberry32(42);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function retry(fn, { retries = 4, base = 5, factor = 2, onRetry } = {}) {
  let attempt = 0;
  for (;;) {
    try {
      return await fn(attempt);
    } catch (err) {
      if (attempt >= retries) throw new Error(`gave up after ${attempt + 1} attempts`, { cause: err });
      const wait = Math.round(base * factor ** attempt * (0.5 + rand()));
      onRetry?.(attempt, wait, err);
      await sleep(wait);
      attempt++;
    }
  }
}

let calls = 0;
const flaky = async (attempt) => {
  calls++;
  if (attempt < 3) throw new Error(`fail #${attempt}`);
  return `ok on attempt ${attempt}`;
};

const result = await retry(flaky, { onRetry: (a, w, e) => console.log(`retry ${a} in ${w}ms: ${e.message}`) });
console.log(result, 'calls', calls);

try {
  await retry(async () => { throw new TypeError('always'); }, { retries: 2, base: 1 });
} catch (e) {
  console.log(e.message, '| cause:', e.cause.name, e.cause.message);
}
console.log([1, 2, 3].map(() => rand().toFixed(6)).join(' '));
