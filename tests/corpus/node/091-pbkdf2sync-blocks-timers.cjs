// pbkdf2Sync blocks the loop (100000 rounds take far more than 1 ms): a 1 ms timer that came due meanwhile
// fires in the first loop turn, before setImmediate — the same effect as a busy wait.
const crypto = require('crypto');
setTimeout(() => console.log('timer (came due during pbkdf2Sync)'), 1);
setImmediate(() => console.log('immediate'));
process.nextTick(() => console.log('nextTick'));
const key = crypto.pbkdf2Sync('hunter2', 'pepper', 100000, 64, 'sha512');
console.log('pbkdf2Sync returned a key of length', key.length);
