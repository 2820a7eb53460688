// Cancel a long-running worker job with terminate() and start a fresh worker for the next job.
const source = 'worker-primes.js';
let worker = null;
let job = 0;

function startJob(limit) {
  const myJob = ++job;
  worker = new Worker(source);
  console.log(`job ${myJob}: start counting primes below ${limit}`);
  return new Promise((resolve) => {
    worker.onmessage = ({ data }) => {
      if (data.type === 'progress') {
        console.log(`job ${myJob}: progress ${data.upTo}/${limit}, ${data.count} primes so far`);
        if (myJob === 1 && data.upTo >= 3000) cancel(resolve);
      } else {
        console.log(`job ${myJob}: finished, ${data.count} primes`);
        resolve('finished');
      }
    };
    worker.postMessage({ limit, chunk: 1000 });
  });
}

function cancel(resolve) {
  console.log(`job ${job}: cancel requested`);
  worker.onmessage = null;
  worker.terminate();
  worker = null;
  resolve('cancelled');
}

(async () => {
  const r1 = await startJob(1000000);
  console.log(`job 1 outcome: ${r1}`);
  const r2 = await startJob(5000);
  console.log(`job 2 outcome: ${r2}`);
  worker.terminate();
  setTimeout(() => console.log('no stray messages from job 1'), 300);
})();

// @file worker-primes.js
function isPrime(n) {
  if (n < 2) return false;
  for (let d = 2; d * d <= n; d++) if (n % d === 0) return false;
  return true;
}

onmessage = ({ data: { limit, chunk } }) => {
  let count = 0;
  let n = 0;
  (function next() {
    const end = Math.min(n + chunk, limit);
    for (; n < end; n++) if (isPrime(n)) count++;
    if (n < limit) {
      postMessage({ type: 'progress', upTo: n, count });
      setTimeout(next, 20);
    } else {
      postMessage({ type: 'done', count });
    }
  })();
};
