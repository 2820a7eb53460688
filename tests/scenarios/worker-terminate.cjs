// A worker stuck in an endless loop is stopped by its parent's timer: terminate() reaches
// it while it runs, and the parent's loop was never blocked.
const { Worker } = require('worker_threads');
const worker = new Worker('let x = 0; for (;;) x = (x * 31 + 7) % 1000003;', { eval: true });
worker.on('online', () => console.log('online'));
worker.on('exit', (code) => console.log('exit', code, Math.round(performance.now())));
let ticks = 0;
const tick = setInterval(() => ticks++, 10);
setTimeout(() => {
  clearInterval(tick);
  console.log('ticks while the worker looped:', ticks);
  worker.terminate().then((code) => console.log('terminate() resolved', code));
}, 100);
