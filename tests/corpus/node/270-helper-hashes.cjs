'use strict';
const crypto = require('crypto');

const inputs = ['', 'abc', 'The quick brown fox jumps over the lazy dog', 'héllo wörld ✓'];
for (const alg of ['md5', 'sha1', 'sha256']) {
  for (const s of inputs) {
    console.log(alg.padEnd(6), JSON.stringify(s).padEnd(46), crypto.createHash(alg).update(s).digest('hex'));
  }
}

console.log(crypto.createHash('sha256').update('abc').digest('base64'));
console.log(crypto.createHash('sha256').update('abc').digest('base64url'));
const raw = crypto.createHash('md5').update(Buffer.from([0, 1, 2, 3, 255])).digest();
console.log(Buffer.isBuffer(raw), raw.length, raw.toString('hex'));

// incremental update equals one-shot
const h = crypto.createHash('sha256');
for (const part of ['The quick ', 'brown fox ', Buffer.from('jumps over '), 'the lazy dog']) h.update(part);
const inc = h.digest('hex');
console.log(inc === crypto.createHash('sha256').update(inputs[2]).digest('hex'));
try { h.update('more'); } catch (e) { console.log('after digest:', e.code); }

// hashing encoded input
console.log(crypto.createHash('sha1').update('48656c6c6f', 'hex').digest('hex'));
console.log(crypto.createHash('sha1').update('Hello').digest('hex'));
console.log(crypto.createHash('sha256').update('café', 'latin1').digest('hex').slice(0, 16));
console.log(crypto.createHash('sha256').update('café', 'utf8').digest('hex').slice(0, 16));

// content-addressed store
const store = new Map();
function put(content) {
  const key = crypto.createHash('sha1').update(content).digest('hex').slice(0, 10);
  store.set(key, content);
  return key;
}
['alpha', 'beta', 'alpha', 'gamma'].forEach((c) => console.log(put(c)));
console.log(store.size, [...store.keys()].sort());
// large input
const big = Buffer.alloc(100000, 'xyz');
console.log(crypto.createHash('sha256').update(big).digest('hex'));
console.log(crypto.getHashes().includes('sha256'), typeof crypto.createHash('md5').copy);
