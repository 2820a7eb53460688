// Several messages posted on one port arrive in order, each as its own task: the
// microtask queued by one handler runs before the next message is delivered.
const ch = new MessageChannel();
ch.port1.onmessage = (e) => {
  console.log(`got ${e.data}`);
  Promise.resolve().then(() => console.log(`  microtask after ${e.data}`));
};
for (const word of ['alpha', 'beta', 'gamma']) ch.port2.postMessage(word);
queueMicrotask(() => console.log('microtask at start'));
console.log('posted three');
