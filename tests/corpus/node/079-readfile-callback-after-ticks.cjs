// An fs.readFile callback runs only after the script, its nextTicks and its promise jobs.
const fs = require('fs');
fs.readFile(__filename, 'utf8', (err, text) => {
  console.log('readFile callback, error:', err);
  console.log('file mentions readFile:', text.includes('readFile'));
});
process.nextTick(() => console.log('nextTick'));
Promise.resolve().then(() => console.log('promise'));
console.log('sync done');
