import { createHash, createHmac } from 'node:crypto';
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
const h = createHash('sha256');
await pipeline(Readable.from(['abc', 'def']), h);
console.log(h.digest('hex'));
try { h.digest('hex'); } catch (e) { console.log(e.code); }
const h2 = createHash('md5');
h2.setEncoding('hex');
h2.on('data', (d) => console.log('data', d));
h2.on('end', () => console.log('end'));
h2.write('hello');
h2.end(' world');
const m = createHmac('sha1', 'key');
Readable.from(['x']).pipe(m).on('finish', () => console.log('hmac', m.read().toString('base64')));
console.log(createHash('sha1').update('q').digest('hex'));
