// Buffer string encodings at their edges: lenient hex and base64 decoding, bad UTF-8,
// BOMs, lone surrogates, ascii's high bit, odd utf16le lengths, write() cut short,
// StringDecoder across chunk boundaries, crypto digests in every encoding.
const { StringDecoder } = require('string_decoder');
const crypto = require('crypto');
const show = (label, b) => console.log(label, b.length, b.toString('hex'));
for (const s of ['YQ=YWJj', 'YQ==YWJj', 'YWJj=YWJj', 'Y=WJj', 'YWJjZA=x', 'Y', 'YW', 'YWJ', '*YW*J*j', ' Y W\nJ j ', 'YW-_', '8J-Ygg'])
  show('b64 ' + JSON.stringify(s), Buffer.from(s, 'base64'));
for (const s of ['abc', '0G12', 'zz', 'ABcdEF', '0a0b0', 'é1'])
  show('hex ' + JSON.stringify(s), Buffer.from(s, 'hex'));
const bad = Buffer.from([0xef, 0xbb, 0xbf, 0x41, 0xff, 0xc3, 0x41, 0xe2, 0x82, 0xed, 0xa0, 0x80, 0xf0, 0x9f, 0x98, 0x80, 0xf4, 0x90, 0x80, 0x80, 0xe0, 0x80]);
const text = bad.toString();
console.log('utf8', text.length, Array.from(text, (c) => c.codePointAt(0).toString(16)).join(' '));
show('lone surrogates', Buffer.from('a\ud800b\udc00c\ud83d\ude00', 'utf8'));
show('utf16le', Buffer.from('h\u00e9\u20ac\ud83d\ude00', 'utf16le'));
console.log('utf16le odd', JSON.stringify(Buffer.from([0x61, 0, 0x62]).toString('ucs2')));
console.log('ascii', Array.from(Buffer.from([0xff, 0x80, 0x41, 0x7f]).toString('ascii'), (c) => c.charCodeAt(0)));
show('ascii from', Buffer.from('\u0100\u00ffA\u20ac', 'ascii'));
show('latin1 from', Buffer.from('\u0100\u00ffA\u20ac', 'latin1'));
console.log('latin1', JSON.stringify(Buffer.from([0xe9, 0x41, 0]).toString('latin1')));
const all = Buffer.alloc(256);
for (let i = 0; i < 256; i++) all[i] = i;
for (const e of ['base64', 'base64url', 'hex'])
  for (const n of [0, 1, 2, 3, 4, 5, 256]) console.log(e, n, all.subarray(256 - n).toString(e));
console.log('ranges', all.toString('hex', 250), all.toString('base64', 1, 5), JSON.stringify(all.toString('utf8', 60, 70)));
const w = Buffer.alloc(5, '.');
console.log('write', w.write('\u20ac\u20ac', 1), w.toString('hex'), w.write('zz', 'hex'), w.write('ff00aa', 3, 'hex'), w.toString('hex'));
console.log('byteLength', Buffer.byteLength('\u20ac\ud83d\ude00a'), Buffer.byteLength('YWJj==', 'base64'), Buffer.byteLength('abc', 'hex'));
const euro = Buffer.from('\u20ac\ud83d\ude00!');
const d = new StringDecoder('utf8');
let out = '';
for (let i = 0; i < euro.length; i++) out += '[' + d.write(euro.subarray(i, i + 1)) + ']';
console.log('decoder', out, JSON.stringify(d.end()));
const d64 = new StringDecoder('base64');
console.log('decoder b64', d64.write(Buffer.from('ab')), d64.write(Buffer.from('cde')), d64.end());
const h = crypto.createHash('sha256').update('h\u00e9llo').update(Buffer.from([1, 2, 3])).update('6869', 'hex');
const digest = h.digest();
console.log('sha256', digest.toString('hex'), digest.toString('base64'), digest.toString('base64url'), digest.length);
console.log('md5', crypto.createHash('md5').update('x').digest('latin1').length, crypto.createHmac('sha1', Buffer.from('k')).update('v').digest('hex'));
console.log('json', JSON.stringify(Buffer.from('hi')), Buffer.from(JSON.parse(JSON.stringify(Buffer.from('hi')))).toString());
const big = Buffer.alloc(300000, 'xyz');
console.log('big', big.toString('base64').length, Buffer.from(big.toString('hex'), 'hex').equals(big), big.toString().slice(-5));
