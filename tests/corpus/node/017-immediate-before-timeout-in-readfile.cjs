// Inside an I/O callback, setImmediate always fires before setTimeout(0): the check phase comes first.
const fs = require('fs');
fs.readFile(__filename, 'utf8', (err, text) => {
  console.log('read ok:', err === null && text.includes('setImmediate'));
  setTimeout(() => console.log('timeout 0'), 0);
  setImmediate(() => console.log('immediate'));
  process.nextTick(() => console.log('nextTick'));
});
console.log('readFile requested');
