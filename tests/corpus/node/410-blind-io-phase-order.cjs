// Inside an I/O callback, setImmediate always runs before a 0 ms timeout.
const fs = require('fs');

fs.readFile(__filename, 'utf8', (err, text) => {
  console.log('readFile callback, first line:', text.split('\n')[0]);
  setTimeout(() => {
    console.log('timeout 0');
    statThenAccess();
  }, 0);
  setImmediate(() => {
    console.log('immediate 1');
    process.nextTick(() => console.log('nextTick inside immediate 1'));
    Promise.resolve().then(() => console.log('promise inside immediate 1'));
  });
  setImmediate(() => console.log('immediate 2'));
  process.nextTick(() => console.log('nextTick in I/O'));
  Promise.resolve().then(() => console.log('promise in I/O'));
});

function statThenAccess() {
  fs.stat(__filename, (err, st) => {
  console.log('stat: is file', st.isFile());
  fs.access(__filename, fs.constants.R_OK, (e) => {
    console.log('access ok', e === null);
    setImmediate(() => setTimeout(() => console.log('timeout from immediate after access'), 0));
    setTimeout(() => console.log('timeout from access callback'), 0);
    process.nextTick(() => console.log('nextTick in access callback'));
  });
  });
}

process.nextTick(() => console.log('top-level nextTick'));
Promise.resolve().then(() => console.log('top-level promise'));
console.log('sync end');
