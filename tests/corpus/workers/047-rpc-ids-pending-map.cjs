// A small RPC layer over postMessage: numbered requests, a Map of pending promises, async and failing methods in the worker.
const { Worker, isMainThread, parentPort } = require('node:worker_threads');

if (isMainThread) {
  const worker = new Worker(__filename);
  const pending = new Map();
  let nextId = 1;
  worker.on('message', ({ id, ok, value, error }) => {
    const { resolve, reject, method } = pending.get(id);
    pending.delete(id);
    console.log(`  <- #${id} ${method} ${ok ? 'ok' : 'failed'} (still pending: ${pending.size})`);
    ok ? resolve(value) : reject(Object.assign(new Error(error.message), { remoteName: error.name }));
  });
  const call = (method, ...args) => new Promise((resolve, reject) => {
    const id = nextId++;
    pending.set(id, { resolve, reject, method });
    console.log(`  -> #${id} ${method}(${args.join(', ')})`);
    worker.postMessage({ id, method, args });
  });

  (async () => {
    const calls = [call('add', 2, 3), call('slowUpper', 'hello', 40), call('divide', 1, 0), call('add', 10, 20), call('nope')];
    const settled = await Promise.allSettled(calls);
    settled.forEach((r, i) => console.log(`call ${i + 1}:`, r.status === 'fulfilled' ? r.value : `${r.reason.remoteName}: ${r.reason.message}`));
    console.log('pending after all:', pending.size, 'terminate ->', await worker.terminate());
  })();
} else {
  const methods = {
    add: (a, b) => a + b,
    slowUpper: (s, ms) => new Promise((resolve) => setTimeout(() => resolve(s.toUpperCase()), ms)),
    divide: (a, b) => { if (b === 0) throw new RangeError('division by zero'); return a / b; },
  };
  parentPort.on('message', async ({ id, method, args }) => {
    try {
      if (!methods[method]) throw new TypeError(`unknown method ${method}`);
      parentPort.postMessage({ id, ok: true, value: await methods[method](...args) });
    } catch (e) {
      parentPort.postMessage({ id, ok: false, error: { name: e.name, message: e.message } });
    }
  });
}
