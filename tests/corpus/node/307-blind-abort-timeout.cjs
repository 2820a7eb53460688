const { setTimeout: sleep } = require('node:timers/promises');

async function withTimeout(ms, work) {
  const ac = new AbortController();
  const timer = setTimeout(() => ac.abort(new Error(`timed out after ${ms}ms`)), ms);
  try {
    return await work(ac.signal);
  } finally {
    clearTimeout(timer);
  }
}

async function slowTask(signal, ms) {
  await sleep(ms, undefined, { signal });
  return `finished in ${ms}`;
}

(async () => {
  console.log(await withTimeout(50, (s) => slowTask(s, 10)));
  try {
    await withTimeout(20, (s) => slowTask(s, 100));
  } catch (e) {
    console.log(e.name, '|', e.message, '|', e.cause?.message);
  }
  const sig = AbortSignal.abort('manual');
  console.log(sig.aborted, sig.reason);
  const ac = new AbortController();
  ac.signal.addEventListener('abort', () => console.log('abort event, reason =', ac.signal.reason));
  ac.abort('because');
  ac.abort('again');
  try {
    ac.signal.throwIfAborted();
  } catch (e) {
    console.log('thrown:', e);
  }
})();
