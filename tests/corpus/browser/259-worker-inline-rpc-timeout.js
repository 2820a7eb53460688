// An inline worker made from a function's source (Blob URL) with request ids and per-request timeouts; late replies are dropped.
function workerBody() {
  const handlers = {
    echo: (x) => x,
    upper: (s) => s.toUpperCase(),
    slow: (ms) => new Promise((r) => setTimeout(() => r(`slept ${ms}`), ms)),
  };
  self.onmessage = async ({ data: { id, op, arg } }) => {
    postMessage({ id, result: await handlers[op](arg) });
  };
}

const blob = new Blob([`(${workerBody.toString()})()`], { type: 'text/javascript' });
const url = URL.createObjectURL(blob);
const worker = new Worker(url);
URL.revokeObjectURL(url); // safe: the worker script is already being fetched

const pending = new Map();
let nextId = 0;

worker.onmessage = ({ data }) => {
  const entry = pending.get(data.id);
  if (!entry) {
    console.log(`dropping late reply for request ${data.id}: ${data.result}`);
    return;
  }
  pending.delete(data.id);
  clearTimeout(entry.timer);
  entry.resolve(data.result);
};

function call(op, arg, timeoutMs = 200) {
  const id = ++nextId;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      pending.delete(id);
      reject(new Error(`request ${id} (${op}) timed out after ${timeoutMs} ms`));
    }, timeoutMs);
    pending.set(id, { resolve, timer });
    worker.postMessage({ id, op, arg });
  });
}

(async () => {
  const results = await Promise.allSettled([
    call('echo', { nested: [1, 2, 3] }),
    call('slow', 500),
    call('upper', 'inline workers'),
    call('slow', 50),
  ]);
  for (const r of results) {
    console.log(r.status === 'fulfilled' ? `ok: ${JSON.stringify(r.value)}` : `failed: ${r.reason.message}`);
  }
  console.log(`pending after settle: ${pending.size}`);
})();
