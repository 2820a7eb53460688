// worker.unref() lets the process exit under a worker's pending timer; ref() again keeps it; an unref'd worker's late message is lost at exit.
const { Worker, isMainThread, parentPort, workerData } = require('node:worker_threads');

if (!isMainThread) {
  setTimeout(() => parentPort.postMessage(`report after ${workerData.delay} ms`), workerData.delay);
  return;
}

const log = [];
const first = new Worker(__filename, { workerData: { delay: 150 } });
first.unref();
console.log('first worker unref()ed: only the main 40 ms timer holds the process');
setTimeout(() => {
  console.log('40 ms timer: ref() the first worker again');
  first.ref();
}, 40);
first.on('message', (m) => console.log('first worker:', m));
first.on('exit', (code) => {
  console.log('first worker exit', code);
  const second = new Worker(__filename, { workerData: { delay: 200 } });
  second.on('message', (m) => log.push(m));
  second.unref();
  console.log('second worker unref()ed with nothing else pending');
});
process.on('exit', (code) => {
  console.log('process exit', code, '- second worker messages seen:', log.length);
});
