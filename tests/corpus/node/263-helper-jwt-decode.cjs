'use strict';
// Decode a JWT-like token without verifying it
function b64urlDecode(str) {
  let s = str.replace(/-/g, '+').replace(/_/g, '/');
  while (s.length % 4) s += '=';
  return Buffer.from(s, 'base64').toString('utf8');
}

function decodeJwt(token) {
  const parts = token.split('.');
  if (parts.length !== 3) throw new Error('Invalid token: expected 3 parts, got ' + parts.length);
  const [h, p, sig] = parts;
  return {
    header: JSON.parse(b64urlDecode(h)),
    payload: JSON.parse(b64urlDecode(p)),
    signature: sig,
  };
}

const token =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.' +
  'eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.' +
  'SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c';

const decoded = decodeJwt(token);
console.log('header:', decoded.header);
console.log('payload:', JSON.stringify(decoded.payload, null, 2));
console.log('alg =', decoded.header.alg, 'typ =', decoded.header.typ);
console.log('issued at (iat):', decoded.payload.iat, new Date(decoded.payload.iat * 1000).toISOString());
console.log('signature bytes:', Buffer.from(decoded.signature, 'base64url').length);
console.log('signature hex:', Buffer.from(decoded.signature, 'base64url').toString('hex'));

for (const bad of ['abc', 'a.b', 'x.y.z']) {
  try {
    decodeJwt(bad);
    console.log('decoded', bad);
  } catch (e) {
    console.log('error for', JSON.stringify(bad) + ':', e.name, '-', e.message.split('\n')[0]);
  }
}
// base64url decoding of a payload containing non-ascii chars
const p = Buffer.from(JSON.stringify({ user: 'José', emoji: '🚀' })).toString('base64url');
console.log('encoded payload:', p);
console.log('round trip:', JSON.parse(b64urlDecode(p)));
