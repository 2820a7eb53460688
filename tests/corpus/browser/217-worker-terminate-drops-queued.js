// A "cancel" button for a chatty worker: terminate() right after the first of a burst of results; the rest never arrive, nor does anything sent later.
const worker = new Worker('chatty.js');
const received = [];

worker.onmessage = (e) => {
  received.push(e.data);
  console.log('received', e.data);
  if (e.data === 'chunk 1') {
    console.log('cancel! calling terminate()');
    worker.terminate();
    worker.postMessage('are you still there?'); // no error, just ignored
    console.log('postMessage after terminate did not throw');
  }
};
worker.onerror = () => console.log('error event (not expected)');

worker.postMessage({ chunks: 5 });

setTimeout(() => {
  console.log('500ms later, received', received.length, 'message(s):', received.join(', '));
  worker.terminate(); // a second terminate() is harmless
  console.log('terminate() twice is fine');
}, 500);
// @file chatty.js
self.onmessage = (e) => {
  if (typeof e.data === 'string') {
    postMessage('reply to: ' + e.data);
    return;
  }
  // all chunks are posted in one go, before the page can react to the first one
  for (let i = 1; i <= e.data.chunks; i++) {
    postMessage('chunk ' + i);
  }
  setTimeout(() => postMessage('late chunk'), 100);
};
