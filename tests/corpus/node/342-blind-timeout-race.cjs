// Promise timeout via Promise.race, with cleanup
class TimeoutError extends Error {
  constructor(ms) {
    super(`timed out after ${ms}ms`);
    this.name = 'TimeoutError';
  }
}

function withTimeout(promise, ms) {
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new TimeoutError(ms)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

const delay = (ms, v) => new Promise((r) => setTimeout(() => r(v), ms));

async function main() {
  console.log(await withTimeout(delay(10, 'fast'), 50));
  try {
    await withTimeout(delay(100, 'slow'), 20);
  } catch (e) {
    console.log(e.name, e.message, e instanceof TimeoutError, e instanceof Error);
  }
  const ac = new AbortController();
  const p = delay(30, 'x');
  setTimeout(() => ac.abort(new Error('user cancelled')), 5);
  const aborted = new Promise((_, rej) => ac.signal.addEventListener('abort', () => rej(ac.signal.reason)));
  try {
    await Promise.race([p, aborted]);
  } catch (e) {
    console.log('abort:', e.message);
  }
  try {
    await AbortSignal.timeout(10).throwIfAborted();
    const s = AbortSignal.timeout(10);
    await new Promise((_, rej) => s.addEventListener('abort', () => rej(s.reason)));
  } catch (e) {
    console.log(e.name, e.message);
  }
}
main().then(() => console.log('done'));
