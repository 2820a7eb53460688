// A worker posts 1000 small messages and the main thread counts, sums and checks their order; then 1000 go the other way.
const { Worker } = require('node:worker_threads');

const code = `
const { parentPort } = require('node:worker_threads');
for (let seq = 0; seq < 1000; seq++) parentPort.postMessage({ seq, value: (seq * 37) % 101 });
let count = 0, sum = 0;
parentPort.on('message', (n) => {
  if (n === 'done') {
    parentPort.postMessage({ count, sum });
    parentPort.close();
    return;
  }
  count++;
  sum += n;
});`;

const worker = new Worker(code, { eval: true });
const exited = new Promise((resolve) => worker.once('exit', resolve));
let count = 0, sum = 0, lastSeq = -1, outOfOrder = 0;
worker.on('message', function onSmall(msg) {
  if (msg.seq !== lastSeq + 1) outOfOrder++;
  lastSeq = msg.seq;
  count++;
  sum += msg.value;
  if (count < 1000) return;
  console.log(`main received ${count} messages, sum ${sum}, out of order ${outOfOrder}, last seq ${lastSeq}`);
  worker.off('message', onSmall);
  worker.once('message', (totals) => console.log('worker received', totals));
  for (let i = 1; i <= 1000; i++) worker.postMessage(i);
  worker.postMessage('done');
});
exited.then((code) => console.log('exit', code, '- expected sum', (1000 * 1001) / 2));
