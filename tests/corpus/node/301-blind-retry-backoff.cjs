// Retry with exponential backoff using timers
function flaky(failuresBeforeSuccess) {
  let calls = 0;
  return () => new Promise((resolve, reject) => {
    calls++;
    setTimeout(() => {
      if (calls <= failuresBeforeSuccess) reject(new Error(`attempt ${calls} failed`));
      else resolve(`ok after ${calls} calls`);
    }, 5);
  });
}

async function retry(fn, { retries = 3, base = 10 } = {}) {
  let lastErr;
  for (let attempt = 0; attempt <= retries; attempt++) {
    try {
      return await fn();
    } catch (err) {
      lastErr = err;
      const delay = base * 2 ** attempt;
      console.log(`  ${err.message}; waiting ${delay}ms`);
      await new Promise((r) => setTimeout(r, delay));
    }
  }
  throw new Error('gave up', { cause: lastErr });
}

(async () => {
  console.log('case 1:', await retry(flaky(2)));
  try {
    await retry(flaky(10), { retries: 2, base: 1 });
  } catch (e) {
    console.log('case 2:', e.message, '<-', e.cause.message);
  }
})();
