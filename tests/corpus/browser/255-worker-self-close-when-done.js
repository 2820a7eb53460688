// A one-shot worker posts its result and calls self.close(); later messages to it go nowhere and its pending timer never fires.
const worker = new Worker('oneshot.js');
const got = [];

worker.onmessage = ({ data }) => {
  got.push(data);
  console.log(`page got: ${JSON.stringify(data)}`);
  if (data.type === 'result') {
    worker.postMessage({ n: 5 }); // the worker has closed itself: nobody handles this
    setTimeout(() => {
      console.log(`after 400 ms the page has ${got.length} messages; last type: ${got[got.length - 1].type}`);
    }, 400);
  }
};

worker.postMessage({ n: 10 });
console.log('sent n=10');

// @file oneshot.js
onmessage = ({ data }) => {
  let sum = 0;
  for (let i = 1; i <= data.n; i++) sum += i * i;
  setTimeout(() => postMessage({ type: 'late timer' }), 100);
  postMessage({ type: 'result', sumOfSquares: sum });
  self.close();
  // close() does not stop the current task: this still runs, and the message is still sent
  postMessage({ type: 'after close', stillRunning: true });
};
