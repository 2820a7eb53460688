// A SHA-256 of 24 MB computed in a worker while the main thread's timers keep firing; main checks the digest itself.
const { Worker } = require('node:worker_threads');
const crypto = require('node:crypto');

const code = `
const { parentPort, workerData } = require('node:worker_threads');
const crypto = require('node:crypto');
const hash = crypto.createHash('sha256');
const chunk = Buffer.alloc(1 << 20);
for (let i = 0; i < workerData.megabytes; i++) {
  chunk.fill(i & 255);
  hash.update(chunk);
}
parentPort.postMessage({ digest: hash.digest('hex'), megabytes: workerData.megabytes });
`;

let ticks = 0;
const heartbeat = setInterval(() => { ticks++; }, 5);
const worker = new Worker(code, { eval: true, workerData: { megabytes: 24 } });
setTimeout(() => console.log('main: 1 ms timer ran while the worker hashes'), 1);
console.log('main: worker started, the loop stays free');

worker.on('message', ({ digest, megabytes }) => {
  clearInterval(heartbeat);
  console.log(`worker: sha256 of ${megabytes} MB = ${digest.slice(0, 16)}...`);
  console.log('heartbeat ticked before the result:', ticks > 0);
  const check = crypto.createHash('sha256');
  const chunk = Buffer.alloc(1 << 20);
  for (let i = 0; i < megabytes; i++) check.update(chunk.fill(i & 255));
  console.log('main computes the same digest:', check.digest('hex') === digest);
});
worker.on('exit', (code) => console.log('worker exit', code));
