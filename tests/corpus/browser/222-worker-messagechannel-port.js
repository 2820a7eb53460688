// A private MessageChannel to a worker: port2 is transferred in the first message, then page and worker talk over the ports instead of worker.postMessage.
const worker = new Worker('logger-worker.js');
const { port1, port2 } = new MessageChannel();

worker.onmessage = (e) => console.log('worker.onmessage:', e.data);

port1.onmessage = (e) => {
  console.log('port1 got:', JSON.stringify(e.data));
  if (e.data.type === 'ready') {
    port1.postMessage({ type: 'log', text: 'user signed in' });
    port1.postMessage({ type: 'log', text: 'cart updated' });
    port1.postMessage({ type: 'flush' });
  } else if (e.data.type === 'flushed') {
    port1.close();
    console.log('port1 closed');
    worker.postMessage('anything on the old channel?');
  }
};

worker.postMessage({ cmd: 'connect', port: port2 }, [port2]);
try {
  worker.postMessage('again', [port2]);
} catch (e) {
  console.log('transferring port2 twice:', e.name);
}
// @file logger-worker.js
let port = null;
const lines = [];

self.onmessage = (e) => {
  if (e.data && e.data.cmd === 'connect') {
    port = e.data.port;
    port.onmessage = ({ data }) => {
      if (data.type === 'log') {
        lines.push(data.text);
      } else if (data.type === 'flush') {
        port.postMessage({ type: 'flushed', lines });
      }
    };
    port.postMessage({ type: 'ready', ports: e.ports.length, samePort: e.ports[0] === port });
  } else {
    postMessage(`plain message: ${e.data} (buffered ${lines.length} lines)`);
  }
};
