// JOBS parallel crypto.pbkdf2 calls of 200 000 sha512 rounds on the threadpool; prints
// when each completion's callback ran, from the submission (performance.now() deltas).
// bench/threadpool/measure.sh runs it with several JOBS and UV_THREADPOOL_SIZE values.
const crypto = require('crypto');
const jobs = Number(process.env.JOBS || 4);
const start = performance.now();
for (let i = 1; i <= jobs; i++) {
  crypto.pbkdf2('secret', 'salt', 200000, 64, 'sha512', () => {
    console.log(`job ${i} done after ${(performance.now() - start).toFixed(1)} ms`);
  });
}
