const { port1, port2 } = new MessageChannel();
port1.on('message', (m) => { console.log('port1 got', m); port1.close(); });
port2.on('message', (m) => { console.log('port2 got', m); Promise.resolve().then(()=>console.log('micro after port2')); });
port1.postMessage('ping');
port2.postMessage('pong');
port1.postMessage('ping2');
console.log(String(port1), Object.prototype.toString.call(new BroadcastChannel('x').unref()));
