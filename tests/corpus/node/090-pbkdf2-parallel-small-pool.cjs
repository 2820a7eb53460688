// @env UV_THREADPOOL_SIZE=2
// Four pbkdf2 jobs on a pool of two threads: completion order is not guaranteed, so count the callbacks.
const crypto = require('crypto');
let done = 0;
const lengths = [];
for (let i = 1; i <= 4; i++) {
  crypto.pbkdf2('pw' + i, 'salt', 2000, 32 * (i % 2 + 1), 'sha512', (err, key) => {
    done++;
    lengths.push(key.length);
    if (done === 4) {
      console.log('all four finished, sum of key lengths', lengths.reduce((a, b) => a + b, 0));
    }
  });
}
console.log('queued 4 jobs, finished so far:', done);
process.on('exit', () => console.log('exit, callbacks run:', done));
