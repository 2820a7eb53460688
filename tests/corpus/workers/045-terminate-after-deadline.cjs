// Cancelling work with terminate(): the deadline counts from the worker's 'started' message; a quick job beats it, a runaway loop is terminated.
const { Worker } = require('node:worker_threads');

function runWithDeadline(name, code, ms) {
  const worker = new Worker(code, { eval: true });
  return new Promise((resolve, reject) => {
    let timer;
    worker.on('message', (msg) => {
      if (msg.type === 'started') {
        timer = setTimeout(async () => {
          console.log(`${name}: deadline of ${ms} ms passed, terminating`);
          worker.once('exit', (exitCode) => console.log(`${name}: exit event, code ${exitCode}`));
          const exitCode = await worker.terminate();
          console.log(`${name}: terminate() resolved with ${exitCode}`);
          reject(new Error(`${name} timed out`));
        }, ms);
      } else {
        clearTimeout(timer);
        resolve(msg.value);
      }
    });
  });
}

const job = (body) => `
  const { parentPort } = require('node:worker_threads');
  parentPort.postMessage({ type: 'started' });
  ${body}`;

async function main() {
  const quick = job(`parentPort.postMessage({ type: 'done', value: [1, 2, 3].map((x) => x * x) });`);
  console.log('quick result:', await runWithDeadline('quick', quick, 5000));
  const runaway = job(`let n = 0; for (;;) n++;`);
  try {
    console.log('runaway result:', await runWithDeadline('runaway', runaway, 100));
  } catch (e) {
    console.log('caught:', e.message);
  }
  console.log('main goes on after the cancellation');
}
main();
