// The one-file style: new Worker(__filename) and an isMainThread branch; the worker hashes a string.
const { Worker, isMainThread, parentPort, workerData } = require('worker_threads');
const crypto = require('crypto');

if (isMainThread) {
  const inputs = ['hello', 'world'];
  let pending = inputs.length;
  const results = {};
  for (const text of inputs) {
    const worker = new Worker(__filename, { workerData: text });
    worker.on('message', (digest) => { results[text] = digest; });
    worker.on('exit', () => {
      if (--pending === 0) {
        for (const t of inputs) console.log(t, '->', results[t]);
      }
    });
  }
  console.log('main thread set up', inputs.length, 'workers');
} else {
  const digest = crypto.createHash('sha256').update(workerData).digest('hex').slice(0, 16);
  parentPort.postMessage(digest);
}
