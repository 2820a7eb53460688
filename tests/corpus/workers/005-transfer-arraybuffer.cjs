// Transferring an ArrayBuffer moves it: the sender's copy is detached (byteLength 0).
const { Worker } = require('worker_threads');

const worker = new Worker(`
  const { parentPort } = require('worker_threads');
  parentPort.once('message', (buf) => {
    const view = new Uint32Array(buf);
    let sum = 0;
    for (const x of view) sum += x;
    view[0] = sum;
    parentPort.postMessage({ sum, buf }, [buf]);
    parentPort.postMessage({ afterTransferBack: buf.byteLength });
  });
`, { eval: true });

const buf = new ArrayBuffer(16);
const view = new Uint32Array(buf);
view.set([1, 2, 3, 4]);
console.log('before transfer:', buf.byteLength, view.length);
worker.postMessage(buf, [buf]);
console.log('after transfer:', buf.byteLength, view.length, view[0]);

worker.on('message', (msg) => {
  if ('sum' in msg) {
    console.log('sum from worker:', msg.sum);
    console.log('back in main:', msg.buf.byteLength, [...new Uint32Array(msg.buf)]);
  } else {
    console.log('worker side after sending back:', msg.afterTransferBack);
    worker.terminate();
  }
});
