// receiveMessageOnPort reads a queued message synchronously; with Atomics.wait it makes a sync call.
const { Worker, MessageChannel, receiveMessageOnPort } = require('worker_threads');

// 1. No worker: a message is queued on the other port and can be pulled out at once.
const { port1, port2 } = new MessageChannel();
port1.postMessage({ a: 1 });
port1.postMessage({ a: 2 });
console.log(receiveMessageOnPort(port2));
console.log(receiveMessageOnPort(port2));
console.log(receiveMessageOnPort(port2));
port1.close();

// 2. A synchronous call into a worker (the "synckit" pattern): main blocks until the answer is there.
const shared = new Int32Array(new SharedArrayBuffer(4));
const channel = new MessageChannel();
const worker = new Worker(`
  const { workerData: { shared, port } } = require('worker_threads');
  port.on('message', async (x) => {
    const answer = await Promise.resolve(x * 10); // asynchronous work in the worker
    port.postMessage(answer);
    Atomics.store(shared, 0, 1);
    Atomics.notify(shared, 0);
  });
`, { eval: true, workerData: { shared, port: channel.port2 }, transferList: [channel.port2] });

function callSync(x) {
  Atomics.store(shared, 0, 0);
  channel.port1.postMessage(x);
  Atomics.wait(shared, 0, 0);
  return receiveMessageOnPort(channel.port1).message;
}
console.log('sync result:', callSync(4));
console.log('sync result:', callSync(7));
worker.terminate().then((code) => console.log('terminated:', code));
