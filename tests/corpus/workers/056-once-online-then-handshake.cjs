// await once(worker, 'online') before talking to it: threadIds, a ping/pong handshake, and a clean shutdown awaited through a promise made first.
const { once } = require('node:events');
const { Worker, isMainThread, parentPort, threadId } = require('node:worker_threads');

if (isMainThread) {
  (async () => {
    const worker = new Worker(__filename);
    const exited = once(worker, 'exit');
    console.log('constructed: main threadId', threadId, 'worker.threadId', worker.threadId);
    await once(worker, 'online');
    console.log('online');
    worker.postMessage({ cmd: 'ping', at: 1 });
    const [pong] = await once(worker, 'message');
    console.log('reply:', pong);
    worker.postMessage({ cmd: 'shutdown' });
    const [code] = await exited;
    console.log('exit code', code, '- worker.threadId afterwards', worker.threadId);
  })();
} else {
  parentPort.on('message', ({ cmd, at }) => {
    if (cmd === 'ping') parentPort.postMessage({ pong: at + 1, threadId, isMainThread });
    else if (cmd === 'shutdown') parentPort.close();
  });
}
