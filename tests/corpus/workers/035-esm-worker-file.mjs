// ES modules on both sides: the worker file is an .mjs module with top-level await and import.
import { Worker } from 'node:worker_threads';

const worker = new Worker(new URL('./square-worker.mjs', import.meta.url), { workerData: [1, 2, 3] });
const results = [];
worker.on('message', (m) => results.push(m));
await new Promise((resolve) => worker.on('exit', resolve));
console.log('results:', results);
console.log('main body finished after the worker');
// @file square-worker.mjs
import { parentPort, workerData } from 'node:worker_threads';
import { setTimeout as sleep } from 'node:timers/promises';
for (const n of workerData) {
  await sleep(2);
  parentPort.postMessage(n * n);
}
parentPort.postMessage(typeof require);
