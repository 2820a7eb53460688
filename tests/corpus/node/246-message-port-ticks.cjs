const { port1, port2 } = new MessageChannel();
port2.on('message', (m) => { console.log('got', m); Promise.resolve().then(() => console.log('micro', m)); process.nextTick(() => console.log('tick', m)); if (m === 'c') port2.close(); });
port1.postMessage('a'); port1.postMessage('b');
setImmediate(() => { console.log('imm'); port1.postMessage('c'); });
port2.once('close', () => console.log('closed'));
