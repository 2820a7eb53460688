// await once(worker, 'message') and once(worker, 'exit') from node:events.
const { once } = require('node:events');
const { Worker } = require('node:worker_threads');

async function main() {
  const worker = new Worker(`
    const { parentPort } = require('node:worker_threads');
    parentPort.once('message', (text) => {
      parentPort.postMessage(text.split(' ').reverse().join(' '));
    });
  `, { eval: true });
  // Ask for 'exit' now: Node emits a worker's last messages and 'exit' in one go, so
  // once(worker, 'exit') created after the reply arrived could miss it.
  const exited = once(worker, 'exit');
  await once(worker, 'online');
  console.log('online');
  worker.postMessage('one two three');
  const [reply] = await once(worker, 'message');
  console.log('reply:', reply);
  const [code] = await exited;
  console.log('exit code:', code);

  const failing = new Worker(`throw new Error('bad start')`, { eval: true });
  try {
    await once(failing, 'message');
  } catch (e) {
    console.log('once() rejected with the error event:', e.message);
  }
}
main();
