// Chromium delivers a port's later messages in one task queued after its first message's task: timers and other ports' first messages come in between.
const a = new MessageChannel();
const b = new MessageChannel();
const c = new MessageChannel();
a.port2.onmessage = (e) => {
  console.log(`a got ${e.data}`);
  if (e.data === 1) { b.port1.postMessage('from a1'); setTimeout(() => console.log('timer from a1'), 0); }
};
b.port2.onmessage = (e) => console.log(`b got ${e.data}`);
c.port2.onmessage = (e) => console.log(`c got ${e.data}`);
a.port1.postMessage(1);
a.port1.postMessage(2);
c.port1.postMessage('c1');
a.port1.postMessage(3);
c.port1.postMessage('c2');
window.postMessage('window msg', '*');
window.onmessage = (e) => console.log(`window got ${e.data}`);
