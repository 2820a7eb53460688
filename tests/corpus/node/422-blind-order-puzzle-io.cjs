// Classic interview puzzle: what order do these lines print in?
const fs = require('fs');

console.log('1: script start');

setTimeout(() => console.log('7: timeout 0 (top level)'), 0);

fs.readFile(__filename, () => {
  console.log('8: readFile callback');
  setTimeout(() => console.log('11: timeout inside I/O'), 0);
  setImmediate(() => {
    console.log('9: immediate inside I/O');
    process.nextTick(() => console.log('10: nextTick inside immediate'));
  });
  Promise.resolve().then(() => console.log('8b: promise inside I/O'));
  process.nextTick(() => console.log('8a: nextTick inside I/O'));
});

Promise.resolve()
  .then(() => {
    console.log('4: promise 1');
    process.nextTick(() => console.log('6: nextTick queued from promise'));
  })
  .then(() => console.log('5: promise 2'));

process.nextTick(() => {
  console.log('3: nextTick 1');
});

(async () => {
  console.log('2: async fn body (sync part)');
  await null;
  console.log('4a: after await null');
})();

console.log('2a: script end');
