// An async retry loop with growing sleeps between attempts succeeds on the third try.
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
let calls = 0;
async function flaky() {
  calls++;
  if (calls < 3) throw new Error(`attempt ${calls} failed`);
  return `ok on attempt ${calls}`;
}
async function retry(fn, tries) {
  let wait = 10;
  for (let i = 0; i < tries; i++) {
    try {
      return await fn();
    } catch (e) {
      console.log(`${e.message}, retrying in ${wait} ms`);
      await sleep(wait);
      wait *= 2;
    }
  }
  throw new Error('gave up');
}
retry(flaky, 5).then((v) => console.log(v));
