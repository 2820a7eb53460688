// for await over events.on(worker, 'message'): a worker streams progress, the loop breaks on 'done'.
const { on } = require('events');
const { Worker } = require('worker_threads');

const worker = new Worker(`
  const { parentPort } = require('worker_threads');
  let step = 0;
  const timer = setInterval(() => {
    step++;
    parentPort.postMessage({ progress: step * 25 });
    if (step === 4) {
      clearInterval(timer);
      parentPort.postMessage({ done: true, result: 'report.pdf' });
    }
  }, 3);
`, { eval: true });

// Listen for 'exit' before the loop: it can fire while 'done' is still waiting in the iterator.
const exited = new Promise((r) => worker.once('exit', r));
(async () => {
  for await (const [msg] of on(worker, 'message')) {
    if (msg.done) {
      console.log('done:', msg.result);
      break;
    }
    console.log(`progress ${msg.progress}%`);
  }
  console.log('listeners left after break:', worker.listenerCount('message'));
  const code = await exited;
  console.log('exit', code);
})();
