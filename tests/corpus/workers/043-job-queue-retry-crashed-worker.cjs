// A job queue that runs each job in a fresh worker and retries it when the worker crashes (throw or process.exit), at most 3 attempts.
const path = require('node:path');
const { Worker } = require('node:worker_threads');

function runJob(job, attempt) {
  return new Promise((resolve, reject) => {
    const worker = new Worker(path.join(__dirname, 'job-worker.js'), { workerData: { job, attempt } });
    let result, failure;
    worker.on('message', (m) => { result = m; });
    worker.on('error', (e) => { failure = e; });
    worker.on('exit', (code) => {
      if (failure) reject(failure);
      else if (code !== 0) reject(new Error(`worker stopped with exit code ${code}`));
      else resolve(result);
    });
  });
}

async function drain(queue, maxAttempts) {
  const summary = {};
  for (const job of queue) {
    for (let attempt = 1; ; attempt++) {
      try {
        const total = await runJob(job, attempt);
        console.log(`${job.id}: attempt ${attempt} ok, total ${total}`);
        summary[job.id] = `done after ${attempt}`;
        break;
      } catch (e) {
        console.log(`${job.id}: attempt ${attempt} failed: ${e.message}`);
        if (attempt === maxAttempts) { summary[job.id] = 'gave up'; break; }
      }
    }
  }
  return summary;
}

drain([
  { id: 'invoice-1', items: [3, 4, 5], failures: 0, how: 'throw' },
  { id: 'invoice-2', items: [10, 20], failures: 2, how: 'throw' },
  { id: 'invoice-3', items: [1], failures: 1, how: 'exit' },
  { id: 'invoice-4', items: [7, 7], failures: 9, how: 'throw' },
], 3).then((summary) => console.log(summary));
// @file job-worker.js
const { parentPort, workerData } = require('node:worker_threads');
const { job, attempt } = workerData;
if (attempt <= job.failures) {
  if (job.how === 'exit') process.exit(70 + attempt);
  throw new Error(`${job.id} hit a flaky dependency (attempt ${attempt})`);
}
parentPort.postMessage(job.items.reduce((a, b) => a + b, 0));
