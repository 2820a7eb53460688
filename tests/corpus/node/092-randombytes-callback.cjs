// crypto.randomBytes: sync form returns at once, the callback form calls back later; only lengths are printed.
const crypto = require('crypto');
crypto.randomBytes(16, (err, buf) => {
  console.log('async bytes:', err, buf.length, 'toString gives a string:', typeof buf.toString() === 'string');
});
const now = crypto.randomBytes(8);
console.log('sync bytes:', now.length);
process.nextTick(() => console.log('nextTick before the random callback'));
