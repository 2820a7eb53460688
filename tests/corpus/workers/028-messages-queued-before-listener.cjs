// Messages posted right after new Worker() wait in the port until the worker listens; order is kept.
const { Worker } = require('worker_threads');

const worker = new Worker(`
  const { parentPort } = require('worker_threads');
  // Attach the listener late, on purpose.
  setTimeout(() => {
    const got = [];
    parentPort.on('message', (m) => {
      got.push(m);
      if (m === 'last') {
        parentPort.postMessage(got);
        parentPort.close();
      }
    });
  }, 20);
`, { eval: true });

for (let i = 1; i <= 5; i++) worker.postMessage(i);
worker.postMessage({ nested: { ok: true } });
worker.postMessage('last');
console.log('all messages posted synchronously');
worker.on('message', (got) => console.log('worker received, in order:', got));
worker.on('exit', (code) => console.log('exit', code));
