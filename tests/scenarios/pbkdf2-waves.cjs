// Six pbkdf2 calls share the libuv threadpool. With the default pool of 4 threads, four
// finish together and the last two a wave later; set UV_THREADPOOL_SIZE=2 to see three
// waves of two.
const crypto = require('crypto');
const start = performance.now();
const calls = Number(process.env.CALLS || 6);
for (let i = 1; i <= 6; i++) {
  crypto.pbkdf2('secret', 'salt', 200000, 64, 'sha512', () => {
    console.log(`hash ${i} done after ${Math.round(performance.now() - start)} ms`);
  });
}
