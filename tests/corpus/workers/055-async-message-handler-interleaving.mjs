// A worker's async 'message' handler awaits timers and nested async steps, so replies come back in completion order, not request order.
import { Worker } from 'node:worker_threads';

const worker = new Worker(new URL('./resizer.mjs', import.meta.url));
const jobs = [
  { id: 'a', delay: 60, sizes: [1, 2] },
  { id: 'b', delay: 10, sizes: [3] },
  { id: 'c', delay: 35, sizes: [4, 5, 6] },
  { id: 'd', delay: 20, sizes: [-1] },
];
const replies = [];
const allDone = new Promise((resolve) => {
  worker.on('message', (r) => {
    replies.push(r.id);
    console.log(r.error ? `${r.id}: failed at step ${r.step}: ${r.error}` : `${r.id}: ${JSON.stringify(r.results)} after ${r.steps.join(' > ')}`);
    if (replies.length === jobs.length) resolve();
  });
});
const exited = new Promise((resolve) => worker.once('exit', resolve));
for (const job of jobs) worker.postMessage(job);
console.log('posted', jobs.map((j) => j.id).join(','));
await allDone;
console.log('reply order', replies.join(','));
worker.postMessage({ stop: true });
console.log('worker exit code', await exited);
// @file resizer.mjs
import { parentPort } from 'node:worker_threads';
import { setTimeout as sleep } from 'node:timers/promises';

async function resize(size) {
  await null;
  if (size < 0) throw new RangeError(`bad size ${size}`);
  return { size, px: size * 64 };
}

parentPort.on('message', async (job) => {
  if (job.stop) return parentPort.close();
  const steps = ['received'];
  try {
    await sleep(job.delay);
    steps.push('slept');
    const results = await Promise.all(job.sizes.map(async (s) => (await resize(s)).px));
    steps.push('resized');
    parentPort.postMessage({ id: job.id, results, steps });
  } catch (e) {
    parentPort.postMessage({ id: job.id, error: `${e.name}: ${e.message}`, step: steps.length });
  }
});
