// A MessageChannel message is a task like a zero-delay timer: they run in the order
// they were queued, and both after all microtasks.
const ch = new MessageChannel();
ch.port1.onmessage = (e) => console.log(`message ${e.data}`);
setTimeout(() => console.log('timeout 1'), 0);
ch.port2.postMessage('one');
setTimeout(() => console.log('timeout 2'), 0);
Promise.resolve().then(() => console.log('promise'));
console.log('script end');
