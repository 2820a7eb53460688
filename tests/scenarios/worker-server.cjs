// The same server as blocked-server.cjs, with the CPU-bound work of /slow moved to a
// worker thread: the main thread's loop stays free, so /fast answers at once while /slow's
// worker computes on a core of its own.
// @input get /slow @ 10ms
// @input get /fast @ 20ms
const http = require('http');
const { Worker } = require('worker_threads');

function inWorker(ms) {
  return new Promise((resolve, reject) => {
    const worker = new Worker(
      `const { parentPort, workerData } = require('worker_threads');
       const start = performance.now();
       while (performance.now() - start < workerData) {} // the same blocking loop
       parentPort.postMessage('slow done');`,
      { eval: true, workerData: ms });
    worker.once('message', resolve);
    worker.once('error', reject);
  });
}

const server = http.createServer(async (req, res) => {
  if (req.url === '/slow') res.end(await inWorker(300));
  else res.end('fast');
});
server.listen(3000, () => console.log('listening on 3000'));
setTimeout(() => server.close(() => console.log('closed')), 1000);
