// Classic interview puzzle: inside an I/O callback, setImmediate always wins.
const fs = require('fs');

console.log('start');
fs.readFile(__filename, () => {
  console.log('readFile callback');
  setTimeout(() => console.log('timeout'), 0);
  setImmediate(() => console.log('immediate'));
  process.nextTick(() => console.log('nextTick in I/O'));
  Promise.resolve().then(() => console.log('promise in I/O'));
});
process.nextTick(() => console.log('nextTick'));
Promise.resolve().then(() => console.log('promise'));
queueMicrotask(() => console.log('microtask'));
console.log('end');
