// A cancellable runTask(input, { signal }): an abort terminates the worker, then rejects with the signal's reason; an already-aborted signal never starts one.
import { Worker } from 'node:worker_threads';

const code = `
const { parentPort, workerData } = require('node:worker_threads');
let x = 0;
for (let i = 0; i < workerData.spins; i++) x = (x + i) % 1000003;
parentPort.postMessage(x);`;

function runTask(spins, { signal } = {}) {
  if (signal?.aborted) return Promise.reject(signal.reason);
  return new Promise((resolve, reject) => {
    const worker = new Worker(code, { eval: true, workerData: { spins } });
    const onAbort = async () => {
      await worker.terminate();
      console.log(`  aborted: worker for ${spins} spins terminated`);
      reject(signal.reason);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    worker.once('message', (v) => { signal?.removeEventListener('abort', onAbort); resolve(v); });
    worker.once('error', reject);
  });
}

const show = (label, p) => p.then(
  (v) => console.log(`${label}: result ${v}`),
  (e) => console.log(`${label}: ${e.name} - ${e.message}`));

await show('small task, no signal', runTask(1000));
const controller = new AbortController();
controller.abort();
await show('already aborted', runTask(1000, { signal: controller.signal }));
await show('endless task, 80 ms timeout', runTask(Infinity, { signal: AbortSignal.timeout(80) }));
const manual = new AbortController();
setTimeout(() => manual.abort(new Error('user pressed cancel')), 50);
await show('endless task, cancel button', runTask(Infinity, { signal: manual.signal }));
console.log('done');
