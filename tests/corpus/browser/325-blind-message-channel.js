// MessageChannel as a macrotask, compared with setTimeout(0) and microtasks
const { port1, port2 } = new MessageChannel();
const order = [];
port2.onmessage = (e) => {
  order.push(e.data);
  console.log('message:', JSON.stringify(e.data));
  Promise.resolve().then(() => console.log('  microtask after message', e.data.n));
};

setTimeout(() => {
  console.log('timeout 0');
  port1.postMessage({ n: 3 });
}, 0);
port1.postMessage({ n: 1 });
port1.postMessage({ n: 2, nested: { list: [1, 2], when: new Date(0) } });
Promise.resolve().then(() => console.log('microtask before any message'));
console.log('posted two messages');

// the "setZeroTimeout" trick: chains of messages do not get the 4ms clamp
let count = 0;
const ch = new MessageChannel();
ch.port1.onmessage = () => {
  count++;
  if (count < 10) ch.port2.postMessage(null);
  else console.log('10 chained messages done');
};
setTimeout(() => ch.port2.postMessage(null), 200);

setTimeout(() => {
  try {
    port1.postMessage({ fn() {} });
  } catch (e) {
    console.log(e.name, e.message);
  }
  window.postMessage('hello window', '*');
}, 500);
window.addEventListener('message', (e) => console.log('window message:', e.data, e.origin === location.origin));
