// A one-shot worker that calls self.close() when done: what still gets out after close(), and what the page's later messages do.
const worker = new Worker('oneshot.js');
worker.onmessage = (e) => console.log('page got:', e.data);

worker.postMessage('job A');
worker.postMessage('job B'); // already queued in the worker when it closes

setTimeout(() => {
  console.log('page sends job C after 200ms');
  worker.postMessage('job C');
}, 200);

setTimeout(() => console.log('page done waiting'), 400);
// @file oneshot.js
self.onmessage = (e) => {
  postMessage(`working on ${e.data}`);
  self.close();
  postMessage(`posted after close() while handling ${e.data}`);
  Promise.resolve().then(() => postMessage('promise callback after close()'));
  setTimeout(() => postMessage('timer after close()'), 0);
  postMessage('last synchronous line of the handler');
};
