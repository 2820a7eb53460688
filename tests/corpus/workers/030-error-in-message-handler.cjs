// A throw inside the worker's 'message' listener: the worker dies with 'error' then 'exit' 1.
const { Worker } = require('worker_threads');

const worker = new Worker(`
  const { parentPort } = require('worker_threads');
  parentPort.on('message', (job) => {
    if (!Array.isArray(job.items)) throw new TypeError('items must be an array');
    parentPort.postMessage(job.items.length);
  });
`, { eval: true });

worker.on('message', (n) => {
  console.log('items:', n);
  // Only now send the bad job: a reply and an 'error' travel on different channels and may
  // overtake each other, but this reply has surely arrived before the worker can fail.
  worker.postMessage({ items: 'oops' });
  worker.postMessage({ items: [4] }); // never handled
});
worker.on('error', (e) => console.log('error event:', e.name, e.message));
worker.on('exit', (code) => console.log('exit', code));
worker.postMessage({ items: [1, 2, 3] });
