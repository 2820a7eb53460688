// Password hashing as a tutorial shows it: the derived keys are real bytes (checked
// against each other, so the test does not depend on any one key).
const crypto = require('crypto');

const salt = Buffer.from('c0ffee00', 'hex');
const a = crypto.pbkdf2Sync('correct horse', salt, 1000, 32, 'sha256');
const b = crypto.pbkdf2Sync('correct horse', salt, 1000, 32, 'sha256');
const c = crypto.pbkdf2Sync('correct horsf', salt, 1000, 32, 'sha256');
console.log('sha256 key', a.toString('hex'));
console.log('same input, same key:', a.equals(b), '| one letter changed:', a.equals(c));
console.log('sha1 40 bytes (two blocks)', crypto.pbkdf2Sync('pw', 'NaCl', 2, 40, 'sha1').toString('base64'));
console.log('sha512 short key', crypto.pbkdf2Sync(Buffer.from([1, 2, 3]), 'salt', 10, 8, 'sha512').toString('hex'));

crypto.pbkdf2('login', 'user-42', 500, 16, 'sha384', (err, key) => {
  console.log('async', err, key.length, key.toString('hex'));
  // Verifying a password: derive again and compare in constant time.
  const again = crypto.pbkdf2Sync('login', 'user-42', 500, 16, 'sha384');
  console.log('verified', crypto.timingSafeEqual(key, again));
});
