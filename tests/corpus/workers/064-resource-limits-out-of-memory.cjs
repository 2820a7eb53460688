// A worker with resourceLimits runs out of heap: ERR_WORKER_OUT_OF_MEMORY arrives as 'error', exit code 1, and the main thread carries on.
const { Worker } = require('node:worker_threads');

const hog = `
const keep = [];
for (let i = 0; ; i++) keep.push({ i, text: 'x'.repeat(64) + i, list: [i, i + 1, i + 2] });`;
const polite = `require('node:worker_threads').parentPort.postMessage('fine within the same limits');`;
const limits = { maxOldGenerationSizeMb: 16, maxYoungGenerationSizeMb: 4 };

function run(label, code) {
  return new Promise((resolve) => {
    const worker = new Worker(code, { eval: true, resourceLimits: limits });
    worker.on('message', (m) => console.log(`${label}: message: ${m}`));
    worker.on('error', (e) => console.log(`${label}: error ${e.name} ${e.code}`));
    worker.on('exit', (code) => {
      console.log(`${label}: exit ${code}, resourceLimits now ${JSON.stringify(worker.resourceLimits)}`);
      resolve();
    });
  });
}

run('hog', hog)
  .then(() => run('polite', polite))
  .then(() => console.log('main heap untouched, still running'));
