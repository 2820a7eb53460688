// Offloading a prime sieve to a Web Worker: the page posts the limit, the worker posts back the count and the last few primes.
const statusEl = { textContent: '' };
const setStatus = (text) => {
  statusEl.textContent = text;
  console.log(`[status] ${text}`);
};

const worker = new Worker('primes-worker.js');

worker.onmessage = (event) => {
  const { type } = event.data;
  if (type === 'progress') {
    setStatus(`sieving... ${event.data.percent}%`);
  } else if (type === 'done') {
    const { limit, count, lastFew } = event.data;
    setStatus(`found ${count} primes below ${limit}`);
    console.log('largest ones:', lastFew.join(', '));
    if (limit === 100000) {
      worker.postMessage({ limit: 1000 });
    } else {
      worker.terminate();
      setStatus('worker terminated');
    }
  }
};

setStatus('starting');
worker.postMessage({ limit: 100000 });
console.log('postMessage returned right away');
// @file primes-worker.js
function sieve(limit) {
  const composite = new Uint8Array(limit);
  const primes = [];
  for (let i = 2; i < limit; i++) {
    if (composite[i]) continue;
    primes.push(i);
    for (let j = i * i; j < limit; j += i) composite[j] = 1;
  }
  return primes;
}

self.onmessage = (event) => {
  const { limit } = event.data;
  postMessage({ type: 'progress', percent: 0 });
  const primes = sieve(limit);
  postMessage({ type: 'progress', percent: 100 });
  postMessage({ type: 'done', limit, count: primes.length, lastFew: primes.slice(-3) });
};
