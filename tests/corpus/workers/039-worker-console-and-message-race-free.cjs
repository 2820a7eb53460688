// Worker logs are ordered among themselves; main logs only after the worker's 'exit', so the order is fixed.
const { Worker } = require('worker_threads');

const worker = new Worker(`
  const { parentPort } = require('worker_threads');
  console.log('worker: step 1');
  parentPort.postMessage('a');
  console.log('worker: step 2');
  parentPort.postMessage('b');
  Promise.resolve().then(() => console.log('worker: microtask'));
  process.nextTick(() => console.log('worker: nextTick'));
  setImmediate(() => console.log('worker: immediate'));
`, { eval: true });

const messages = [];
worker.on('message', (m) => messages.push(m));
worker.on('exit', (code) => {
  console.log('main: messages', messages, 'exit', code);
});
