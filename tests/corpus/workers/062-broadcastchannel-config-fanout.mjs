// A BroadcastChannel pushes a config update to three workers at once after each said it is ready; acks come back over parentPort.
import { Worker, BroadcastChannel, isMainThread, parentPort, workerData } from 'node:worker_threads';

if (isMainThread) {
  const names = ['thumbnailer', 'indexer', 'mailer'];
  const channel = new BroadcastChannel('config');
  const workers = names.map((name) => new Worker(new URL(import.meta.url), { workerData: { name } }));
  const exits = workers.map((w) => new Promise((resolve) => w.once('exit', resolve)));
  const waitAll = (pred) => Promise.all(workers.map((w) => new Promise((resolve) => {
    const on = (m) => { if (pred(m)) { w.off('message', on); resolve(m); } };
    w.on('message', on);
  })));
  const ready = waitAll((m) => m.ready);
  await ready;
  console.log('all ready:', names.join(', '));
  const acks = waitAll((m) => m.ack);
  channel.postMessage({ version: 2, logLevel: 'debug' });
  for (const m of await acks) console.log(`${m.name} applied v${m.ack} (log level ${m.logLevel})`);
  channel.postMessage({ shutdown: true });
  console.log('exit codes', await Promise.all(exits));
  channel.close();
} else {
  const channel = new BroadcastChannel('config');
  const { name } = workerData;
  channel.onmessage = ({ data }) => {
    if (data.shutdown) return channel.close();
    parentPort.postMessage({ ack: data.version, name, logLevel: data.logLevel });
  };
  parentPort.postMessage({ ready: true, name });
}
