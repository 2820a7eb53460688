// Functions, symbols and WeakMaps cannot be posted: DataCloneError is thrown synchronously.
const { Worker } = require('worker_threads');

const worker = new Worker(`
  const { parentPort } = require('worker_threads');
  parentPort.on('message', (m) => {
    parentPort.postMessage({ got: m, proto: Object.getPrototypeOf(m) === Object.prototype });
    try {
      parentPort.postMessage({ cb: () => 1 });
    } catch (e) {
      parentPort.postMessage({ workerError: e.name });
    }
  });
`, { eval: true });

const attempts = {
  function: { handler() {} },
  symbol: Symbol('s'),
  weakmap: new WeakMap(),
  promise: Promise.resolve(1),
};
for (const [what, value] of Object.entries(attempts)) {
  try {
    worker.postMessage(value);
    console.log(what, 'posted');
  } catch (e) {
    console.log(what, '->', e.name, e instanceof DOMException, e.code);
  }
}

class Point { constructor(x, y) { this.x = x; this.y = y; } norm() { return 0; } }
worker.postMessage(new Point(3, 4));
let n = 0;
worker.on('message', (m) => {
  console.log('from worker:', m);
  if (++n === 2) worker.terminate();
});
