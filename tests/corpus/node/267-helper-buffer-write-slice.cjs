'use strict';
const buf = Buffer.alloc(24, '.');
console.log(buf.toString());
let n = buf.write('Hello', 0);
console.log('wrote', n, buf.toString());
n = buf.write('World', 6, 'utf8');
console.log('wrote', n, buf.toString());
n = buf.write('ünï', 12);
console.log('wrote', n, JSON.stringify(buf.toString()));
n = buf.write('truncate-me-please', 20);
console.log('wrote', n, JSON.stringify(buf.toString()));
n = buf.write('€€', 21, 3);
console.log('partial euro wrote', n, buf.subarray(18).toString('hex'));
n = buf.write('6869', 0, 'hex');
console.log('hex wrote', n, buf.subarray(0, 6).toString());

const base = Buffer.from('abcdefghij');
const sl = base.slice(2, 5);
const sub = base.subarray(-4, -1);
console.log(sl.toString(), sub.toString(), base.subarray(7).toString(), base.subarray(5, 2).length);
sl[0] = 0x43; // 'C' - shares memory
console.log('after mutate:', base.toString());
const copy = Buffer.from(base.subarray(0, 3));
copy[0] = 0x5a;
console.log('copy independent:', base.toString(), copy.toString());

const target = Buffer.alloc(10);
const copied = base.copy(target, 2, 0, 4);
console.log('copied', copied, target);
console.log(Buffer.alloc(5).fill('ab').toString(), Buffer.alloc(6).fill(0x41, 2, 4));
console.log(base.toString('utf8', 1, 4), base.readUInt8(0), base.at(-1));
console.log([...Buffer.from('xyz').entries()]);
console.log(Buffer.from('hello').reverse().toString(), Buffer.isBuffer(sl), sl instanceof Uint8Array);
console.log(Buffer.alloc(3).swap16 ? 'has swap16' : 'no swap16', Buffer.from([1, 2, 3, 4]).swap16());
