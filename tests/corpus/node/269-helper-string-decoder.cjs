'use strict';
const { StringDecoder } = require('string_decoder');

const text = 'Grüße aus Köln — 日本語テキスト 🎉🎊 fin';
const bytes = Buffer.from(text, 'utf8');
console.log('chars', text.length, 'bytes', bytes.length);

function feed(chunkSize) {
  const dec = new StringDecoder('utf8');
  const pieces = [];
  for (let i = 0; i < bytes.length; i += chunkSize) {
    pieces.push(dec.write(bytes.subarray(i, i + chunkSize)));
  }
  pieces.push(dec.end());
  return pieces;
}

for (const size of [1, 2, 3, 5, 7, 64]) {
  const pieces = feed(size);
  const joined = pieces.join('');
  console.log(size, pieces.length, joined === text, pieces.filter((p) => p === '').length);
}
console.log(feed(4).slice(0, 12).map((p) => JSON.stringify(p)).join(' '));

// Naive toString per chunk corrupts characters
const naive = [];
for (let i = 0; i < bytes.length; i += 5) naive.push(bytes.subarray(i, i + 5).toString());
console.log('naive equal?', naive.join('') === text, naive.join('').includes('\ufffd'));

// incomplete sequence at end
const d = new StringDecoder('utf8');
console.log(JSON.stringify(d.write(Buffer.from([0xe2, 0x82]))), JSON.stringify(d.end()));
const d2 = new StringDecoder('utf8');
console.log(JSON.stringify(d2.write(Buffer.from([0xf0, 0x9f]))), JSON.stringify(d2.write(Buffer.from([0x8e, 0x89, 0x41]))));
console.log(JSON.stringify(d2.end(Buffer.from([0xc3]))));

// other encodings
const hexDec = new StringDecoder('hex');
console.log(hexDec.write(Buffer.from('ab')), hexDec.end(Buffer.from('c')));
const b64 = new StringDecoder('base64');
console.log(b64.write(Buffer.from('a')), b64.write(Buffer.from('bc')), b64.write(Buffer.from('d')), b64.end());
const u16 = new StringDecoder('utf16le');
const ub = Buffer.from('hé🎉', 'utf16le');
console.log(ub.length, JSON.stringify(u16.write(ub.subarray(0, 3))), JSON.stringify(u16.write(ub.subarray(3, 7))), JSON.stringify(u16.end(ub.subarray(7))));
console.log(new StringDecoder().encoding, new StringDecoder('latin1').write(Buffer.from([0xe9, 0x41])));
