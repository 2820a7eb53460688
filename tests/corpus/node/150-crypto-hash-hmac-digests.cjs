// crypto.createHash / createHmac: real digests, chained update with encodings, copy,
// digest encodings and the errors a program meets
const crypto = require('crypto');
for (const alg of ['md5', 'sha1', 'sha256', 'sha512']) {
  console.log(alg, crypto.createHash(alg).update('The quick brown fox ').update('jumps over the lazy dog').digest('hex'));
}
// a password-storage style check: hmac of a salted value, compared in constant time
const key = Buffer.from('736563726574', 'hex'); // 'secret'
const sign = (msg) => crypto.createHmac('sha256', key).update(msg, 'utf8').digest();
const sig = sign('user=ada;role=admin');
console.log(sig.toString('base64'), sig.toString('base64url'), sig.length);
console.log('valid:', crypto.timingSafeEqual(sig, sign('user=ada;role=admin')));
console.log('tampered:', crypto.timingSafeEqual(sig, sign('user=ada;role=root')));
// running hash of chunks, and a copy taken halfway
const running = crypto.createHash('sha1');
running.update('chunk-1;');
const snapshot = running.copy();
running.update(Buffer.from('chunk-2;'));
console.log(snapshot.digest('hex'), running.digest('hex'));
console.log(crypto.createHash('sha256').update('aGVsbG8=', 'base64').digest('hex') === crypto.createHash('sha256').update('hello').digest('hex'));
console.log(crypto.createHash('SHA256').update('').digest('base64'));
console.log(crypto.createHmac('sha512', 'k'.repeat(200)).update('long key').digest('hex').slice(0, 32));
for (const f of [
  () => running.update('more'),
  () => crypto.createHash('nope'),
  () => crypto.createHmac('nope', 'k'),
  () => crypto.timingSafeEqual(Buffer.from('a'), Buffer.from('ab')),
  () => crypto.createHash('md5').update(42),
]) {
  try { f(); } catch (e) { console.log(e.name, e.code, e.message); }
}
console.log(crypto.getHashes().includes('sha256'), typeof crypto.randomUUID());
