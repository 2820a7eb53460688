// process.exit(3) inside a worker ends only the worker: 'exit' gets 3, no 'error', main exits 0.
const { Worker } = require('worker_threads');

const worker = new Worker(`
  const { parentPort } = require('worker_threads');
  process.on('exit', (code) => parentPort.postMessage('worker exit handler: ' + code));
  parentPort.postMessage('about to exit');
  process.exit(3);
  parentPort.postMessage('never sent');
`, { eval: true });

worker.on('message', (m) => console.log('message:', m));
worker.on('error', (e) => console.log('error?', e.message));
worker.on('exit', (code) => {
  console.log('worker exit code:', code);
  console.log('main process.exitCode:', process.exitCode);
});
process.on('exit', (code) => console.log('main exiting with', code));
