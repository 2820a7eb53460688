// window.postMessage and a MessageChannel message queued one after the other are
// delivered in that order, each followed by its own microtasks.
const ch = new MessageChannel();
ch.port1.onmessage = (e) => {
  console.log(`port: ${e.data}`);
  Promise.resolve().then(() => console.log('  after port message'));
};
window.onmessage = (e) => {
  console.log(`window: ${e.data}`);
  Promise.resolve().then(() => console.log('  after window message'));
};
window.postMessage('to window', '*');
ch.port2.postMessage('to port');
console.log('both posted');
