// A small password store with scrypt: keys are real (as Node derives them), the async
// form runs on the threadpool, and a wrong password does not match.
const crypto = require('node:crypto');
const users = new Map();
function hashPassword(password, salt, done) {
  crypto.scrypt(password, salt, 32, { N: 2048, r: 8, p: 1 }, (err, key) => done(err, salt + ':' + key.toString('hex')));
}
function verify(name, password, done) {
  const [salt, hex] = users.get(name).split(':');
  crypto.scrypt(password, salt, 32, { cost: 2048, blockSize: 8, parallelization: 1 }, (err, key) =>
    done(err, crypto.timingSafeEqual(key, Buffer.from(hex, 'hex'))));
}
console.log('sync, RFC 7914 vector:', crypto.scryptSync('password', 'NaCl', 16, { N: 1024, r: 8, p: 16 }).toString('hex'));
console.log('sync, defaults:', crypto.scryptSync(Buffer.from('secret'), 'pepper', 24).toString('base64'));
hashPassword('correct horse', 'salt-ada', (err, stored) => {
  users.set('ada', stored);
  console.log('stored for ada:', stored);
  verify('ada', 'correct horse', (e1, ok) => {
    console.log('right password matches:', ok);
    verify('ada', 'battery staple', (e2, bad) => console.log('wrong password matches:', bad));
  });
});
console.log('main script done first');
