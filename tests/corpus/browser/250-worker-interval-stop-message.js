// A worker ticks with setInterval and the page stops it with a "stop" message after the third tick.
const worker = new Worker('ticker.js');
let ticks = 0;
let stopped = false;

worker.onmessage = ({ data }) => {
  if (data.type === 'tick') {
    ticks++;
    console.log(`tick ${data.n}${stopped ? ' (after stop!)' : ''}`);
    if (data.n === 3) {
      console.log('sending stop');
      stopped = true;
      worker.postMessage('stop');
    }
  } else if (data.type === 'stopped') {
    console.log(`worker stopped its interval after ${data.n} ticks`);
    setTimeout(() => {
      console.log(`ticks seen by the page: ${ticks}`);
      worker.postMessage('status');
    }, 250);
  } else if (data.type === 'status') {
    console.log(`worker status: running=${data.running}, ticks=${data.n}`);
    worker.terminate();
  }
};

worker.postMessage('start');
console.log('started ticker');

// @file ticker.js
let id = null;
let n = 0;
self.addEventListener('message', (e) => {
  if (e.data === 'start') {
    id = setInterval(() => postMessage({ type: 'tick', n: ++n }), 60);
  } else if (e.data === 'stop') {
    clearInterval(id);
    id = null;
    postMessage({ type: 'stopped', n });
  } else if (e.data === 'status') {
    postMessage({ type: 'status', running: id !== null, n });
  }
});
