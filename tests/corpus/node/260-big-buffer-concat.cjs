// Buffers built from 100 000 chunks with Buffer.concat, a 4 MB string through utf8/hex/base64 and back, and a hash of it.
const crypto = require('crypto');
const chunks = [];
for (let i = 0; i < 100000; i++) chunks.push(Buffer.from('row ' + i + '\n'));
const all = Buffer.concat(chunks);
console.log('bytes', all.length, JSON.stringify(all.subarray(0, 12).toString()), all.lastIndexOf('row 99999'));
let text = '';
for (let i = 0; i < 400000; i++) text += 'ab\u00e9\u20ac'[i % 4] + (i % 10);
const utf8 = Buffer.from(text, 'utf8');
console.log('chars', text.length, 'utf8 bytes', utf8.length, utf8.toString('utf8') === text);
const hex = utf8.toString('hex');
const b64 = utf8.toString('base64');
console.log('hex', hex.length, hex.slice(0, 16), 'base64', b64.length, b64.slice(-12));
console.log('roundtrip', Buffer.from(hex, 'hex').equals(utf8), Buffer.from(b64, 'base64').equals(utf8));
console.log('sha256', crypto.createHash('sha256').update(all).update(utf8).digest('hex'));
let sum = 0;
for (let i = 0; i < all.length; i++) sum = (sum + all[i] * (i % 13)) % 1000003;
console.log('byte sum', sum, 'count of newlines', all.toString().split('\n').length - 1);
