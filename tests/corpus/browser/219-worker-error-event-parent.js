// A worker that throws while handling a message: the page's worker.onerror gets an ErrorEvent; preventDefault() keeps it from reaching window.onerror, and the worker keeps going.
const worker = new Worker('parser.js');

window.onerror = (message) => {
  console.log('window.onerror:', message);
};

worker.onmessage = (e) => console.log('parsed:', JSON.stringify(e.data));

let errors = 0;
worker.onerror = (e) => {
  errors++;
  console.log('worker error event:', e.constructor.name);
  console.log('  message:', e.message);
  console.log('  where:', e.filename.split('/').pop() + ':' + e.lineno + ':' + e.colno);
  console.log('  e.error:', e.error);
  if (errors === 1) {
    e.preventDefault();
    console.log('  handled (preventDefault)');
  } else {
    console.log('  not handled, so the window hears about it too');
  }
};

worker.postMessage('{"id": 1}');
worker.postMessage('{id: 2}');
worker.postMessage('{"id": 3}');
worker.postMessage('oops');
setTimeout(() => worker.postMessage('{"id": 5}'), 100);
// @file parser.js
self.onmessage = (e) => {
  const obj = JSON.parse(e.data);
  self.postMessage(obj);
};
