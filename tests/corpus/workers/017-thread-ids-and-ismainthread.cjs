// threadId and isMainThread in the main thread and in three workers (ids are given in creation order).
const { Worker, isMainThread, threadId, parentPort } = require('worker_threads');

if (isMainThread) {
  console.log('main: isMainThread', isMainThread, 'threadId', threadId, 'parentPort', parentPort);
  const workers = [1, 2, 3].map((n) => new Worker(__filename, { workerData: n }));
  console.log('worker.threadId values:', workers.map((w) => w.threadId));
  Promise.all(workers.map((w) => new Promise((resolve) => w.once('message', resolve))))
    .then((reports) => reports.forEach((r) => console.log(r)));
} else {
  const { workerData } = require('worker_threads');
  parentPort.postMessage(
    `worker #${workerData}: isMainThread ${isMainThread}, threadId ${threadId}, has parentPort ${parentPort !== null}`);
}
