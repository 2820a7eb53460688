// A MessageChannel port sent in the transferList; the worker talks on it directly.
const { Worker, MessageChannel, MessagePort } = require('worker_threads');

const worker = new Worker(`
  const { parentPort } = require('worker_threads');
  parentPort.once('message', ({ port, greeting }) => {
    port.postMessage(greeting + ' (via private port)');
    port.on('message', (n) => {
      if (n === 'done') { port.close(); return; }
      port.postMessage(n * n);
    });
  });
`, { eval: true });

const { port1, port2 } = new MessageChannel();
worker.postMessage({ port: port2, greeting: 'hello' }, [port2]);
console.log('port2 is a MessagePort:', port2 instanceof MessagePort);
try {
  worker.postMessage({ port: port2 }, [port2]);
} catch (e) {
  console.log('posting it again:', e.name);
}

const squares = [];
port1.on('message', (m) => {
  if (typeof m === 'string') {
    console.log(m);
    for (const n of [2, 3, 4]) port1.postMessage(n);
    return;
  }
  squares.push(m);
  if (squares.length === 3) {
    console.log('squares:', squares);
    port1.postMessage('done');
  }
});
port1.on('close', () => {
  console.log('port1 closed because the worker closed port2');
  worker.terminate();
});
