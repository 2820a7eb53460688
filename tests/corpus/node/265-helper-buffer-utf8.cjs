'use strict';
const samples = [
  'hello',
  'café',
  'naïve résumé',
  'Straße',
  '日本語',
  '👍🏽 thumbs',
  '👨‍👩‍👧‍👦',
  'mañana 🌮🌯',
];

console.log('text'.padEnd(16), 'len', 'bytes', 'ucs2', 'latin1');
for (const s of samples) {
  console.log(
    s.padEnd(16),
    String(s.length).padStart(3),
    String(Buffer.byteLength(s)).padStart(5),
    String(Buffer.byteLength(s, 'ucs2')).padStart(4),
    String(Buffer.byteLength(s, 'latin1')).padStart(6)
  );
}

for (const s of ['café', '🌮', 'Ω≈ç√']) {
  const b = Buffer.from(s, 'utf8');
  console.log(JSON.stringify(s), b, b.toString('hex'), b.toString('base64'));
  console.log('  back:', b.toString('utf8'), b.toString() === s);
  const u = Buffer.from(s, 'ucs2');
  console.log('  ucs2:', u.toString('hex'), u.toString('utf16le') === s);
  const l = Buffer.from(s, 'latin1');
  console.log('  latin1:', l.toString('hex'), JSON.stringify(l.toString('latin1')));
}

// truncated multi-byte sequence decodes to replacement char
const emoji = Buffer.from('a🌮b');
console.log(emoji.length, JSON.stringify(emoji.subarray(0, 3).toString()));
console.log(JSON.stringify(emoji.subarray(2, 6).toString()));
console.log(JSON.stringify(Buffer.from([0xff, 0xfe, 0x41]).toString('utf8')));
console.log(Buffer.from('é', 'latin1').toString('utf8').charCodeAt(0).toString(16));
console.log(Buffer.from('\u00e9\u00ff', 'binary'), Buffer.from('abc', 'ascii').toString('binary'));
