// crypto.pbkdf2Sync on the main thread: the cost per iteration.
const crypto = require('crypto');
const t0 = performance.now();
const key = crypto.pbkdf2Sync('password', 'salt', 100_000, 64, 'sha512');
const t1 = performance.now();
console.log('result', key.length);
console.log('ms', t1 - t0);
