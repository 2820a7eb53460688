// A SharedArrayBuffer in workerData is shared; an ArrayBuffer is copied; a transferred one moves.
const { Worker } = require('worker_threads');

const shared = new Int32Array(new SharedArrayBuffer(12));
const copied = new Int32Array(3);
const moved = new Int32Array(3);

const worker = new Worker(`
  const { workerData: { shared, copied, moved }, parentPort } = require('worker_threads');
  for (const arr of [shared, copied, moved]) arr.fill(7);
  parentPort.postMessage([shared.buffer.constructor.name, copied.buffer.constructor.name]);
`, { eval: true, workerData: { shared, copied, moved }, transferList: [moved.buffer] });

console.log('moved buffer detached in main:', moved.buffer.byteLength === 0, moved.length);
worker.on('message', (kinds) => {
  console.log('buffer kinds in the worker:', kinds);
  console.log('shared:', Array.from(shared));
  console.log('copied:', Array.from(copied));
});
