// JOBS parallel crypto.pbkdf2 calls on the threadpool while the main thread runs one
// pbkdf2Sync of the same size: prints when the sync hash ended and when each pool job's
// callback ran, from the submission.
const crypto = require('crypto');
const jobs = Number(process.env.JOBS || 2);
const start = performance.now();
for (let i = 1; i <= jobs; i++) {
  crypto.pbkdf2('secret', 'salt', 200000, 64, 'sha512', () => {
    console.log(`job ${i} done after ${(performance.now() - start).toFixed(1)} ms`);
  });
}
crypto.pbkdf2Sync('secret', 'salt', 200000, 64, 'sha512');
console.log(`sync done after ${(performance.now() - start).toFixed(1)} ms`);
