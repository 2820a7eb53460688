// onmessage vs addEventListener('message') on MessagePorts: setting onmessage starts a port, a listener alone waits for start(); the Worker object and self need no start().
const worker = new Worker('ports-worker.js');
const chanA = new MessageChannel();
const chanB = new MessageChannel();

// page side: port A uses onmessage, port B only addEventListener (not started yet)
chanA.port1.onmessage = (e) => {
  console.log('page port A (onmessage) got:', e.data);
  worker.postMessage('please reply on B');
};
chanB.port1.addEventListener('message', (e) => {
  console.log('page port B (listener) got:', e.data);
  worker.postMessage('start your B');
});

// on the Worker object, addEventListener is enough
worker.addEventListener('message', (e) => {
  console.log('page worker object got:', e.data);
  if (e.data === 'worker: replied on B') {
    setTimeout(() => {
      console.log('page: nothing on port B yet; calling chanB.port1.start()');
      chanB.port1.start();
    }, 100);
  } else if (e.data.startsWith('worker: port B finally')) {
    worker.terminate();
  }
});

worker.postMessage('wire', [chanA.port2, chanB.port2]);
chanA.port1.postMessage('hello A');
chanB.port1.postMessage('hello B'); // sits in the worker's port B until it is started
// @file ports-worker.js
let portA;
let portB;
self.addEventListener('message', (e) => {
  if (e.data === 'wire') {
    [portA, portB] = e.ports;
    portA.onmessage = (m) => portA.postMessage(`reply to "${m.data}"`);
    portB.addEventListener('message', (m) => {
      postMessage(`worker: port B finally got "${m.data}"`);
    });
  } else if (e.data === 'please reply on B') {
    portB.postMessage('reply on B');
    postMessage('worker: replied on B');
  } else if (e.data === 'start your B') {
    portB.start();
  }
});
