'use strict';
const crypto = require('crypto');

const base64url = (input) =>
  Buffer.from(typeof input === 'string' ? input : JSON.stringify(input))
    .toString('base64')
    .replace(/=+$/, '')
    .replace(/\+/g, '-')
    .replace(/\//g, '_');

function sign(payload, secret) {
  const header = { alg: 'HS256', typ: 'JWT' };
  const unsigned = base64url(header) + '.' + base64url(payload);
  const signature = crypto.createHmac('sha256', secret).update(unsigned).digest('base64url');
  return unsigned + '.' + signature;
}

function verify(token, secret) {
  const [h, p, s] = token.split('.');
  const expected = crypto.createHmac('sha256', secret).update(h + '.' + p).digest();
  const actual = Buffer.from(s, 'base64url');
  if (actual.length !== expected.length) return false;
  return crypto.timingSafeEqual(actual, expected);
}

const payload = { sub: '1234567890', name: 'John Doe', iat: 1516239022 };
const token = sign(payload, 'your-256-bit-secret');
console.log(token);
console.log('verify ok:', verify(token, 'your-256-bit-secret'));
console.log('verify wrong secret:', verify(token, 'nope'));

const tampered = token.split('.');
tampered[1] = base64url({ ...payload, admin: true });
console.log('verify tampered:', verify(tampered.join('.'), 'your-256-bit-secret'));

// HMAC with a Buffer key and chained updates
const h = crypto.createHmac('sha256', Buffer.from('00112233445566778899aabbccddeeff', 'hex'));
h.update('part one;');
h.update(Buffer.from(' part two'));
console.log('hmac hex:', h.digest('hex'));
console.log('hmac b64:', crypto.createHmac('sha256', 'k').update('').digest('base64'));
console.log('hmac sha1:', crypto.createHmac('sha1', 'key').update('The quick brown fox jumps over the lazy dog').digest('hex'));

const tokens = ['alice', 'bob', 'carol'].map((u, i) => sign({ u, i }, 's3cret'));
tokens.forEach((t) => console.log(t.length, t.slice(-10)));
