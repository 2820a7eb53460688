// Fibonacci in a worker, wired with addEventListener on both sides; several requests queued before the worker has even loaded.
const worker = new Worker('fib.js');
const results = [];

worker.addEventListener('message', (e) => {
  const { n, value, calls } = e.data;
  results.push(n);
  console.log(`fib(${n}) = ${value} (${calls} calls)`);
  if (results.length === 4) {
    console.log('answers came back in request order:', results.join(' '));
  }
});

worker.addEventListener('message', (e) => {
  if (e.data.n === 25) console.log('second listener saw n=25 too');
});

for (const n of [10, 20, 25, 1]) {
  worker.postMessage(n);
}
console.log('queued 4 requests');
// @file fib.js
let calls = 0;
function fib(n) {
  calls++;
  return n < 2 ? n : fib(n - 1) + fib(n - 2);
}

self.addEventListener('message', (e) => {
  calls = 0;
  const n = e.data;
  const value = fib(n);
  self.postMessage({ n, value, calls });
});
