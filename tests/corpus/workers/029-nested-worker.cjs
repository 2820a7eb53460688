// A worker starts its own worker; the grandchild's answer is relayed up; threadIds count up.
const { Worker } = require('worker_threads');
const path = require('path');

const child = new Worker(path.join(__dirname, 'child.js'));
child.on('message', (m) => console.log('main got:', m));
child.on('exit', (code) => console.log('child exit', code));
// @file child.js
const { Worker, parentPort, threadId, isMainThread } = require('worker_threads');
const path = require('path');
parentPort.postMessage(`child: threadId ${threadId}, isMainThread ${isMainThread}`);
const grandchild = new Worker(path.join(__dirname, 'grandchild.js'), { workerData: 6 });
grandchild.on('message', (m) => parentPort.postMessage(`relayed from grandchild: ${m}`));
grandchild.on('exit', (code) => parentPort.postMessage(`grandchild exit ${code}`));
// @file grandchild.js
const { parentPort, workerData, threadId } = require('worker_threads');
let f = 1;
for (let i = 2; i <= workerData; i++) f *= i;
parentPort.postMessage(`threadId ${threadId}, ${workerData}! = ${f}`);
