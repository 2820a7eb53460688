// MessageChannel as a macrotask scheduler (like React's scheduler)
const { port1, port2 } = new MessageChannel();
const queue = [];
port1.onmessage = (e) => {
  console.log('message', e.data);
  const job = queue.shift();
  if (job) job();
  if (queue.length) port2.postMessage('next');
};
function schedule(fn) {
  queue.push(fn);
  if (queue.length === 1) port2.postMessage('kick');
}
schedule(() => {
  console.log('job A');
  Promise.resolve().then(() => console.log('microtask from A'));
});
schedule(() => console.log('job B'));
schedule(() => console.log('job C'));
Promise.resolve().then(() => console.log('sync microtask'));
console.log('scheduled', queue.length);
