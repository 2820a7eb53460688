// Ping-pong between the main thread and a worker, each side incrementing a counter.
const { Worker } = require('worker_threads');

const worker = new Worker(`
  const { parentPort } = require('worker_threads');
  let pongs = 0;
  parentPort.on('message', (msg) => {
    if (msg.type === 'ping') {
      pongs++;
      parentPort.postMessage({ type: 'pong', n: msg.n, pongs });
    } else if (msg.type === 'stop') {
      parentPort.postMessage({ type: 'bye', pongs });
      parentPort.close();
    }
  });
`, { eval: true });

let n = 0;
worker.on('message', (msg) => {
  if (msg.type === 'pong') {
    console.log(`pong #${msg.n} (worker has sent ${msg.pongs})`);
    if (++n < 5) worker.postMessage({ type: 'ping', n });
    else worker.postMessage({ type: 'stop' });
  } else {
    console.log('worker says bye after', msg.pongs, 'pongs');
  }
});
worker.on('exit', (code) => console.log('exit', code));
worker.postMessage({ type: 'ping', n });
