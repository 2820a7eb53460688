// No 'error' listener on the Worker: the worker's exception becomes an uncaught error in main (exit 1).
const { Worker } = require('worker_threads');

const worker = new Worker(`
  const { parentPort } = require('worker_threads');
  parentPort.on('message', () => { throw new Error('worker crashed'); });
  parentPort.postMessage('working');
`, { eval: true });
worker.on('message', (m) => {
  console.log('message:', m);
  worker.postMessage('crash now');
});
process.on('exit', (code) => console.log('main process exit code', code));
setTimeout(() => console.log('main timer (never runs)'), 2000).unref();
