// Retry with exponential backoff; the "flaky" call fails a fixed number of times
const started = Date.now();
const elapsed = () => Math.round((Date.now() - started) / 50) * 50;

function makeFlaky(failures, name) {
  let calls = 0;
  return async () => {
    calls++;
    if (calls <= failures) {
      throw new Error(`${name} failed (attempt ${calls})`);
    }
    return `${name} ok after ${calls} calls`;
  };
}

const wait = (ms) => new Promise((r) => setTimeout(r, ms));

async function retry(fn, { retries = 3, base = 20, factor = 2 } = {}) {
  let attempt = 0;
  for (;;) {
    try {
      return await fn();
    } catch (err) {
      if (attempt >= retries) {
        err.message += ` — giving up after ${attempt + 1} attempts`;
        throw err;
      }
      const delay = base * factor ** attempt;
      console.log(`  ${err.message}; retrying in ${delay}ms`);
      attempt++;
      await wait(delay);
    }
  }
}

(async () => {
  console.log('A:', await retry(makeFlaky(2, 'service-A')));
  console.log('  waited at least 60ms:', Date.now() - started >= 59, '/ under 300ms:', elapsed() < 300);
  try {
    await retry(makeFlaky(10, 'service-B'), { retries: 2, base: 10 });
  } catch (e) {
    console.log('B:', e.message);
  }
  const both = await Promise.allSettled([
    retry(makeFlaky(1, 'C'), { base: 5 }),
    retry(makeFlaky(5, 'D'), { retries: 1, base: 5 }),
  ]);
  for (const r of both) console.log(r.status, r.value ?? r.reason.message);
})();
