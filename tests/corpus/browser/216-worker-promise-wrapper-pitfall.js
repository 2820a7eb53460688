// The classic "promisify a worker" bug: each call sets worker.onmessage, so two calls in flight steal each other's answers.
const worker = new Worker('square.js');

// Naive version, as seen in many tutorials
function askNaive(n) {
  return new Promise((resolve) => {
    worker.onmessage = (e) => resolve(e.data);
    worker.postMessage(n);
  });
}

// Fixed version: tag each request with an id and keep one listener per request
let nextId = 0;
function askTagged(n) {
  const id = ++nextId;
  return new Promise((resolve) => {
    const onMessage = (e) => {
      if (e.data.id !== id) return;
      worker.removeEventListener('message', onMessage);
      resolve(e.data.value);
    };
    worker.addEventListener('message', onMessage);
    worker.postMessage({ id, n });
  });
}

const settled = { three: 'pending', four: 'pending' };
askNaive(3).then((v) => { settled.three = v; console.log('naive: ask(3) resolved with', v); });
askNaive(4).then((v) => { settled.four = v; console.log('naive: ask(4) resolved with', v); });

setTimeout(async () => {
  console.log('naive after 200ms:', JSON.stringify(settled));
  worker.onmessage = null;
  const [a, b, c] = await Promise.all([askTagged(3), askTagged(4), askTagged(5)]);
  console.log('tagged:', a, b, c);
  worker.terminate();
}, 200);
// @file square.js
onmessage = (e) => {
  if (typeof e.data === 'number') {
    postMessage(`${e.data}^2=${e.data * e.data}`);
  } else {
    postMessage({ id: e.data.id, value: e.data.n * e.data.n });
  }
};
