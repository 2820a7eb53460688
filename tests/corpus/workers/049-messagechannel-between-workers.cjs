// Two workers talk directly over a MessageChannel whose ports were transferred through workerData; the main thread only hears the summaries.
const path = require('node:path');
const { once } = require('node:events');
const { Worker, MessageChannel } = require('node:worker_threads');

async function main() {
  const { port1, port2 } = new MessageChannel();
  const producer = new Worker(path.join(__dirname, 'producer.js'), { workerData: { port: port1, count: 50 }, transferList: [port1] });
  const consumer = new Worker(path.join(__dirname, 'consumer.js'), { workerData: { port: port2 }, transferList: [port2] });
  const exits = Promise.all([once(producer, 'exit'), once(consumer, 'exit')]);
  const [[fromProducer], [fromConsumer]] = await Promise.all([once(producer, 'message'), once(consumer, 'message')]);
  console.log('consumer reports:', fromConsumer);
  console.log('producer reports:', fromProducer);
  console.log('exit codes:', (await exits).map(([code]) => code));
}
main();
// @file producer.js
const { parentPort, workerData } = require('node:worker_threads');
const { port, count } = workerData;
for (let i = 1; i <= count; i++) port.postMessage({ reading: i * 3 });
port.postMessage({ end: true });
port.once('message', ({ ack }) => {
  parentPort.postMessage(`sent ${count} readings, consumer acknowledged sum ${ack}`);
  port.close();
});
// @file consumer.js
const { parentPort, workerData } = require('node:worker_threads');
const { port } = workerData;
let sum = 0, n = 0, outOfOrder = 0, last = 0;
port.on('message', (msg) => {
  if (msg.end) {
    port.postMessage({ ack: sum });
    parentPort.postMessage({ received: n, sum, outOfOrder });
    return;
  }
  if (msg.reading < last) outOfOrder++;
  last = msg.reading;
  sum += msg.reading;
  n++;
});
port.on('close', () => { /* the producer closed the channel: nothing keeps this worker alive */ });
