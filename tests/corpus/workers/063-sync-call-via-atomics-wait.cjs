// Making an async API synchronous (the synckit pattern): main posts a request, blocks in Atomics.wait, then reads the reply with receiveMessageOnPort.
const path = require('node:path');
const { Worker, MessageChannel, receiveMessageOnPort } = require('node:worker_threads');

const signal = new Int32Array(new SharedArrayBuffer(4));
const { port1, port2 } = new MessageChannel();
const worker = new Worker(path.join(__dirname, 'async-service.js'), { workerData: { signal, port: port2 }, transferList: [port2] });

function callSync(method, ...args) {
  Atomics.store(signal, 0, 0);
  worker.postMessage({ method, args });
  const waited = Atomics.wait(signal, 0, 0, 5000);
  if (waited === 'timed-out') throw new Error('worker did not answer');
  const { message } = receiveMessageOnPort(port1);
  if (message.error) throw new Error(message.error);
  return message.value;
}

setTimeout(() => console.log('main timer: runs only after all the synchronous calls'), 0);
console.log('double(21) =', callSync('double', 21));
console.log('delayedUpper("sync") =', callSync('delayedUpper', 'sync', 30));
try { callSync('fail', 'disk full'); } catch (e) { console.log('fail threw:', e.message); }
console.log('sumLater([1..100]) =', callSync('sumLater', Array.from({ length: 100 }, (_, i) => i + 1)));
console.log('nothing left on the port:', receiveMessageOnPort(port1));
worker.terminate().then((code) => console.log('worker terminated with', code));
// @file async-service.js
const { parentPort, workerData } = require('node:worker_threads');
const { setTimeout: sleep } = require('node:timers/promises');
const { signal, port } = workerData;

const methods = {
  double: async (n) => n * 2,
  delayedUpper: async (s, ms) => { await sleep(ms); return s.toUpperCase(); },
  fail: async (why) => { await sleep(5); throw new Error(why); },
  sumLater: async (list) => { await new Promise((r) => setImmediate(r)); return list.reduce((a, b) => a + b, 0); },
};
parentPort.on('message', async ({ method, args }) => {
  let reply;
  try { reply = { value: await methods[method](...args) }; } catch (e) { reply = { error: e.message }; }
  port.postMessage(reply);
  Atomics.store(signal, 0, 1);
  Atomics.notify(signal, 0);
});
