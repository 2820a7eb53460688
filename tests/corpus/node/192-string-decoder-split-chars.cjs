// StringDecoder: multibyte characters split across writes are held back until complete
// (utf8, utf16le surrogate pairs), end() flushes what is left (U+FFFD for a cut UTF-8
// sequence), base64 keeps groups of three bytes, hex/latin1 have no state.
const { StringDecoder } = require('string_decoder');
const euro = Buffer.from('€');           // e2 82 ac
const smile = Buffer.from('😀');         // f0 9f 98 80
const d = new StringDecoder('utf8');
console.log('encoding', d.encoding, new StringDecoder().encoding, new StringDecoder('UCS2').encoding, new StringDecoder('binary').encoding);
const parts = [euro.subarray(0, 1), euro.subarray(1), Buffer.concat([Buffer.from('x'), smile.subarray(0, 3)]), smile.subarray(3), Buffer.from('!')];
console.log('pieces', parts.map((p) => JSON.stringify(d.write(p))).join(' '));
console.log('end clean', JSON.stringify(d.end()));
console.log('end cut', JSON.stringify(d.write(smile.subarray(0, 2))), JSON.stringify(d.end()), 'then reusable', JSON.stringify(d.write(Buffer.from('ok'))));
console.log('end with buffer', JSON.stringify(new StringDecoder('utf8').end(euro.subarray(0, 2))));
console.log('invalid bytes', JSON.stringify(new StringDecoder('utf8').write(Buffer.from([0x61, 0xff, 0x62, 0xc3, 0x28]))));
const u16 = new StringDecoder('utf16le');
const pair = Buffer.from('a😀', 'utf16le');
console.log('utf16le', JSON.stringify(u16.write(pair.subarray(0, 3))), JSON.stringify(u16.write(pair.subarray(3, 4))), JSON.stringify(u16.write(pair.subarray(4))));
console.log('utf16le odd end', JSON.stringify(u16.write(Buffer.from([0x62]))), JSON.stringify(u16.end()));
const b64 = new StringDecoder('base64');
console.log('base64', b64.write(Buffer.from('ab')), b64.write(Buffer.from('cde')), b64.end());
const hex = new StringDecoder('hex');
console.log('hex', hex.write(Buffer.from([1, 255])), hex.end(Buffer.from([16])));
console.log('latin1', new StringDecoder('latin1').write(Buffer.from([0xe9, 0x74, 0xe9])));
console.log('string passthrough', new StringDecoder().write('already text'));
// A realistic use: decoding a stream of chunks cut at arbitrary byte offsets.
const text = 'Grüße, 世界! 🎉 done';
const bytes = Buffer.from(text);
for (const size of [1, 2, 5]) {
  const dec = new StringDecoder('utf8');
  let out = '';
  for (let i = 0; i < bytes.length; i += size) out += dec.write(bytes.subarray(i, i + size));
  out += dec.end();
  console.log('chunk size', size, out === text);
}
try { new StringDecoder('klingon'); } catch (e) { console.log(e.code, e.message); }
