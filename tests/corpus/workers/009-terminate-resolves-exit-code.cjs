// worker.terminate() returns a promise of the exit code; a second call after exit resolves to undefined.
const { Worker } = require('worker_threads');

const worker = new Worker(`
  const { parentPort } = require('worker_threads');
  let n = 0;
  setInterval(() => parentPort.postMessage(++n), 2);
`, { eval: true });

worker.once('message', async (first) => {
  console.log('first message:', first);
  worker.on('exit', (code) => console.log('exit event:', code));
  const p = worker.terminate();
  console.log('terminate() returned a promise:', p instanceof Promise);
  const code = await p;
  console.log('terminate() resolved to:', code);
  const again = await worker.terminate();
  console.log('second terminate() resolved to:', again);
  console.log('threadId after exit:', worker.threadId);
});
