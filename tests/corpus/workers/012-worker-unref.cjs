// worker.unref(): a worker that never ends no longer keeps the process alive.
const { Worker } = require('worker_threads');

const worker = new Worker(`
  const { parentPort } = require('worker_threads');
  setInterval(() => parentPort.postMessage('tick'), 1);
`, { eval: true });

let ticks = 0;
worker.on('message', () => { ticks++; });
worker.once('message', () => {
  console.log('worker is running; unref it');
  worker.unref();
  setTimeout(() => console.log('main timer done, got ticks:', ticks > 0), 20);
});
process.on('exit', (code) => console.log('process exit', code));
