// terminate() stops even a worker stuck in while(true); 'exit' gets 1 and the promise resolves to 1.
const { Worker } = require('worker_threads');

const worker = new Worker(`
  const { parentPort } = require('worker_threads');
  parentPort.postMessage('entering the loop');
  let i = 0;
  while (true) i++;
`, { eval: true });

worker.on('message', async (m) => {
  console.log('worker:', m);
  const order = [];
  worker.on('exit', (code) => order.push('exit event ' + code));
  const code = await worker.terminate();
  order.push('terminate resolved ' + code);
  console.log(order.join(', '));
});
