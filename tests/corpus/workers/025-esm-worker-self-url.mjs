// ES module: top-level await on a worker started from import.meta.url with an isMainThread branch.
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import { once } from 'node:events';

if (isMainThread) {
  const worker = new Worker(new URL(import.meta.url), { workerData: { base: 2, exp: 10 } });
  const exited = once(worker, 'exit'); // before awaiting the message, or 'exit' may be missed
  const [result] = await once(worker, 'message');
  console.log('2 ** 10 =', result);
  const [code] = await exited;
  console.log('worker exit', code);
} else {
  const { base, exp } = workerData;
  await new Promise((r) => setTimeout(r, 5)); // top-level await inside the worker too
  parentPort.postMessage(base ** exp);
}
