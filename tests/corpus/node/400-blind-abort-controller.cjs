// Cancellation with AbortController: a cancellable sleep, a task runner and timeouts.
function sleep(ms, { signal } = {}) {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const t = setTimeout(() => { signal?.removeEventListener('abort', onAbort); resolve(ms); }, ms);
    function onAbort() { clearTimeout(t); reject(signal.reason); }
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

async function job(name, steps, signal) {
  for (let i = 1; i <= steps; i++) {
    signal.throwIfAborted();
    await sleep(100, { signal });
    console.log(`${name} step ${i}/${steps}`);
  }
  return `${name} finished`;
}

(async () => {
  const ac = new AbortController();
  ac.signal.addEventListener('abort', (e) => console.log('abort event, type =', e.type, 'reason:', ac.signal.reason.message));
  setTimeout(() => ac.abort(new Error("user pressed cancel")), 250);
  try {
    console.log(await job('download', 5, ac.signal));
  } catch (err) {
    console.log('job stopped:', err.message);
  }

  const ac2 = new AbortController();
  ac2.abort();
  try { await sleep(10, { signal: ac2.signal }); } catch (err) {
    console.log('pre-aborted:', err.name, '|', err.message);
  }

  try {
    await job('upload', 10, AbortSignal.timeout(250));
  } catch (err) {
    console.log('timeout:', err.name, '|', err.message);
  }

  const parent = new AbortController();
  const child = AbortSignal.any([parent.signal, AbortSignal.timeout(1000)]);
  const p = sleep(500, { signal: child });
  parent.abort('parent gone');
  try { await p; } catch (r) { console.log('any() reason:', r, child.aborted); }
})();
