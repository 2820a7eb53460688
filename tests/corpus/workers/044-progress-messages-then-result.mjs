// A worker sieves primes in five slices, posting a progress message after each and then the result; 'exit' is awaited through a promise made up front.
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import { once } from 'node:events';

if (isMainThread) {
  const worker = new Worker(new URL(import.meta.url), { workerData: { limit: 200000, slices: 5 } });
  const exited = once(worker, 'exit');
  const bar = (pct) => '[' + '#'.repeat(pct / 10) + '.'.repeat(10 - pct / 10) + ']';
  worker.on('message', (msg) => {
    if (msg.type === 'progress') console.log(`${bar(msg.percent)} ${msg.percent}% (${msg.found} primes so far)`);
    else console.log(`result: ${msg.count} primes below ${msg.limit}, largest ${msg.largest}`);
  });
  const [code] = await exited;
  console.log('exit code', code);
} else {
  const { limit, slices } = workerData;
  const composite = new Uint8Array(limit);
  let found = 0, largest = 0;
  const step = limit / slices;
  for (let s = 0; s < slices; s++) {
    for (let n = Math.max(2, s * step); n < (s + 1) * step; n++) {
      if (composite[n]) continue;
      found++;
      largest = n;
      for (let m = n * n; m < limit; m += n) composite[m] = 1;
    }
    parentPort.postMessage({ type: 'progress', percent: ((s + 1) * 100) / slices, found });
  }
  parentPort.postMessage({ type: 'result', count: found, largest, limit });
}
