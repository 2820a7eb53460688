// Promise.all over four workers counting primes in ranges; results come back in input order.
const { Worker } = require('worker_threads');
const path = require('path');

const ranges = [[1, 50000], [50001, 100000], [100001, 150000], [150001, 200000]];
const tasks = ranges.map(([from, to]) => new Promise((resolve, reject) => {
  const w = new Worker(path.join(__dirname, 'primes.js'), { workerData: { from, to } });
  w.once('message', resolve);
  w.once('error', reject);
}));

Promise.all(tasks).then((counts) => {
  counts.forEach((c, i) => console.log(`${ranges[i][0]}..${ranges[i][1]}: ${c}`));
  console.log('total:', counts.reduce((a, b) => a + b, 0));
});
// @file primes.js
const { workerData: { from, to }, parentPort } = require('worker_threads');
const isPrime = (n) => {
  if (n < 2) return false;
  for (let d = 2; d * d <= n; d++) if (n % d === 0) return false;
  return true;
};
let count = 0;
for (let n = from; n <= to; n++) if (isPrime(n)) count++;
parentPort.postMessage(count);
