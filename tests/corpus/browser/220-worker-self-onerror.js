// Error handling inside the worker: self.onerror gets (message, source, lineno, colno, error); returning true marks it handled, so the page's onerror stays quiet.
const worker = new Worker('safe-worker.js');
worker.onmessage = (e) => console.log('page got:', e.data);
worker.onerror = (e) => {
  console.log('page onerror:', e.message);
  e.preventDefault();
};

worker.postMessage({ op: 'divide', a: 10, b: 2 });
worker.postMessage({ op: 'explode' });
worker.postMessage({ op: 'divide', a: 1, b: 0 });
worker.postMessage({ op: 'typo' });
worker.postMessage({ op: 'divide', a: 9, b: 3 });
// @file safe-worker.js
const ops = {
  divide({ a, b }) {
    if (b === 0) throw new RangeError('division by zero');
    return a / b;
  },
  explode() {
    return undefinedVariable + 1;
  },
};

self.onerror = (message, source, lineno, colno, error) => {
  const file = source.split('/').pop();
  self.postMessage(`worker caught ${error.name} at ${file}:${lineno}:${colno}: ${message}`);
  // only RangeErrors are "expected"; anything else is left for the page to see
  return error instanceof RangeError;
};

self.onmessage = (e) => {
  const { op } = e.data;
  const result = ops[op](e.data);
  self.postMessage(`${op} = ${result}`);
};
