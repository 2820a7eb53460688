// Retrying a flaky operation with a per-attempt timeout, in the browser.
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
class TimeoutError extends Error { name = 'TimeoutError'; }

function withTimeout(promise, ms) {
  let timer;
  const timeout = new Promise((_, reject) => { timer = setTimeout(() => reject(new TimeoutError(`timed out after ${ms}ms`)), ms); });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

let attempt = 0;
const behaviours = [
  () => sleep(200).then(() => 'too slow'),
  () => Promise.reject(new Error('503 Service Unavailable')),
  () => sleep(10).then(() => ({ data: [1, 2, 3] })),
];
const flaky = () => behaviours[attempt++]();

async function retry(fn, { tries, timeout, backoff }) {
  const errors = [];
  for (let i = 1; i <= tries; i++) {
    try {
      const value = await withTimeout(fn(), timeout);
      console.log(`attempt ${i} ok`);
      return value;
    } catch (e) {
      errors.push(e);
      console.log(`attempt ${i} failed: ${e.name}: ${e.message}`);
      if (i < tries) await sleep(backoff * 2 ** (i - 1));
    }
  }
  throw new AggregateError(errors, `all ${tries} attempts failed`);
}

(async () => {
  const result = await retry(flaky, { tries: 4, timeout: 50, backoff: 20 });
  console.log('result', JSON.stringify(result));
  attempt = 0;
  behaviours.length = 2;
  behaviours.push(() => Promise.reject(new TypeError('bad input')));
  try {
    await retry(flaky, { tries: 3, timeout: 50, backoff: 5 });
  } catch (e) {
    console.log(e.name, e.message, e.errors.map((x) => x.name).join(','));
  }
})();
