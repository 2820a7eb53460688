// retry() with exponential backoff, a max attempts, and error cause chaining.
const { setTimeout: sleep } = require('timers/promises');

class RetryError extends Error {
  constructor(message, options) {
    super(message, options);
    this.name = 'RetryError';
  }
}

async function retry(fn, { retries = 3, base = 10, factor = 2, onRetry } = {}) {
  let attempt = 0;
  let lastErr;
  while (attempt <= retries) {
    try {
      return await fn(attempt);
    } catch (err) {
      lastErr = err;
      if (attempt === retries) break;
      const delay = base * factor ** attempt;
      onRetry?.(err, attempt, delay);
      await sleep(delay);
      attempt++;
    }
  }
  throw new RetryError(`gave up after ${retries + 1} attempts`, { cause: lastErr });
}

const start = process.hrtime.bigint();
function flaky(failTimes) {
  let calls = 0;
  return async (attempt) => {
    calls++;
    if (calls <= failTimes) {
      const e = new Error(`boom #${calls}`);
      e.code = 'E_FLAKY';
      throw e;
    }
    return `ok after ${calls} call(s), attempt index ${attempt}`;
  };
}

(async () => {
  const log = (err, attempt, delay) =>
    console.log(`  retry: attempt=${attempt} err=${err.message} wait=${delay}ms`);
  console.log('A:', await retry(flaky(2), { onRetry: log }));
  try {
    await retry(flaky(10), { retries: 2, base: 5, onRetry: log });
  } catch (err) {
    console.log('B:', err.name, '-', err.message);
    console.log('   cause:', err.cause.message, err.cause.code);
    console.log('   instanceof:', err instanceof RetryError, err instanceof Error);
  }
  const elapsedMs = Number(process.hrtime.bigint() - start) / 1e6;
  console.log('elapsed at least 45ms:', elapsedMs >= 45);
})();
