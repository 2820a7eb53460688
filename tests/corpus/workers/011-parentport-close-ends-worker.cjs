// A 'message' listener keeps a worker alive; parentPort.close() lets it finish (exit 0).
const { Worker } = require('worker_threads');
const path = require('path');

const worker = new Worker(path.join(__dirname, 'echo-worker.js'));
const replies = [];
worker.on('message', (m) => replies.push(m));
worker.on('exit', (code) => {
  console.log('replies:', replies);
  console.log('exit code:', code);
});
for (const word of ['alpha', 'beta', 'gamma']) worker.postMessage(word);
worker.postMessage(null); // means "done"
// @file echo-worker.js
const { parentPort } = require('worker_threads');
parentPort.on('message', (word) => {
  if (word === null) {
    parentPort.postMessage('closing');
    parentPort.close();
    return;
  }
  parentPort.postMessage(word.toUpperCase());
});
