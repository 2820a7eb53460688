// runInWorker(data): the usual Promise wrapper around a one-shot worker, success and failure.
const { Worker } = require('worker_threads');
const path = require('path');

function runInWorker(data) {
  return new Promise((resolve, reject) => {
    const worker = new Worker(path.join(__dirname, 'task.js'), { workerData: data });
    worker.on('message', resolve);
    worker.on('error', reject);
    worker.on('exit', (code) => {
      if (code !== 0) reject(new Error(`Worker stopped with exit code ${code}`));
    });
  });
}

async function main() {
  console.log(await runInWorker({ op: 'sum', values: [1, 2, 3, 4] }));
  console.log(await runInWorker({ op: 'sort', values: [3, 1, 2] }));
  try {
    await runInWorker({ op: 'divide', values: [1, 0] });
  } catch (e) {
    console.log('failed:', e.message);
  }
  try {
    await runInWorker({ op: 'quit' });
  } catch (e) {
    console.log('failed:', e.message);
  }
}
main();
// @file task.js
const { workerData, parentPort } = require('worker_threads');
const { op, values } = workerData;
switch (op) {
  case 'sum': parentPort.postMessage(values.reduce((a, b) => a + b, 0)); break;
  case 'sort': parentPort.postMessage(values.slice().sort((a, b) => a - b)); break;
  case 'divide':
    if (values[1] === 0) throw new Error('division by zero');
    parentPort.postMessage(values[0] / values[1]);
    break;
  default: process.exit(2);
}
