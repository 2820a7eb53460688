// Messages delivered together in one task still get a microtask checkpoint after each handler.
const { port1, port2 } = new MessageChannel();
port2.onmessage = (e) => {
  console.log(`message ${e.data}`);
  queueMicrotask(() => console.log(`  microtask for ${e.data}`));
  if (e.data === 'first') setTimeout(() => console.log('timer set by first'), 0);
};
for (const word of ['first', 'second', 'third', 'fourth']) port1.postMessage(word);
setTimeout(() => {
  port1.postMessage('late');
  Promise.resolve().then(() => console.log('timer microtask'));
}, 50);
