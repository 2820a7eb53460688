const { port1, port2 } = new MessageChannel();
port1.onmessage = ({ data }) => console.log('never closed got', data);
port2.postMessage('hi');
setTimeout(() => { console.log('unref'); port1.unref(); }, 50);
