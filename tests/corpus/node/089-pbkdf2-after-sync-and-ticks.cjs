// crypto.pbkdf2 runs in the thread pool: its callback comes after the script, nextTicks and promise jobs.
const crypto = require('crypto');
crypto.pbkdf2('correct horse', 'salt-1', 1000, 64, 'sha512', (err, key) => {
  console.log('pbkdf2 callback: error', err, 'key length', key.length);
  process.nextTick(() => console.log('tick from the pbkdf2 callback'));
});
process.nextTick(() => console.log('nextTick'));
Promise.resolve().then(() => console.log('promise'));
console.log('hashing started');
