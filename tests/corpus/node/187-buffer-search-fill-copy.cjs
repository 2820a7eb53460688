// Buffer as a Uint8Array: searching (indexOf/lastIndexOf/includes with strings, bytes,
// Buffers, offsets and encodings), fill, copy, write, compare, equals, slice sharing
// memory, concat with a total length, byteLength, from(arrayBuffer, offset, length).
const { Buffer } = require('buffer');
const packet = Buffer.from('GET /index.html HTTP/1.1\r\nHost: example\r\n\r\nbody');
console.log('is Uint8Array', packet instanceof Uint8Array, 'first byte', packet[0], 'length', packet.length);
console.log('header end', packet.indexOf('\r\n\r\n'), 'first CRLF', packet.indexOf('\r\n'), 'last CRLF', packet.lastIndexOf('\r\n'));
console.log('byte 0x2f', packet.indexOf(0x2f), 'from 5', packet.indexOf('/', 5), 'negative offset', packet.indexOf('o', -4));
console.log('Buffer needle', packet.indexOf(Buffer.from('Host')), 'hex needle', packet.indexOf('4854', 'hex'), 'missing', packet.indexOf('POST'));
console.log('includes', packet.includes('HTTP'), packet.includes('http'), packet.includes(0x0a), packet.includes('GET', 1));
console.log('lastIndexOf offset', packet.lastIndexOf('e', 20), packet.lastIndexOf('GET', 0), packet.lastIndexOf('x', -100));
console.log('empty needle', packet.indexOf(''), packet.indexOf('', 3), packet.indexOf('', 999), packet.lastIndexOf(''));
console.log('number wraps', Buffer.from([1, 2, 255]).indexOf(511), Buffer.from([1, 2, 255]).indexOf(-1));
try { packet.indexOf({}); } catch (e) { console.log(e.code); }

const grid = Buffer.alloc(10, '.');
grid.fill('ab', 2, 7);
console.log('fill', grid.toString(), Buffer.alloc(4).fill(0x41).toString(), Buffer.alloc(6, 'aGk=', 'base64').toString());
const target = Buffer.alloc(8, '-');
console.log('copy returns', Buffer.from('XYZ').copy(target, 2), Buffer.from('hello').copy(target, 6, 1), target.toString());
const w = Buffer.alloc(6);
console.log('write', w.write('héllo'), JSON.stringify(w.toString()), w.write('zz', 4), w.toString('latin1', 4), w.write('ff', 0, 'hex'), w[0]);
const view = packet.slice(0, 3);
view[0] = 0x50;
console.log('slice shares memory', packet.toString('utf8', 0, 3), view.toString(), packet.subarray(-4).toString());
console.log('compare', Buffer.compare(Buffer.from('abc'), Buffer.from('abd')), Buffer.from('b').compare(Buffer.from('a')), Buffer.from('abcdef').compare(Buffer.from('cd'), 0, 2, 2, 4));
console.log('equals', Buffer.from('hi').equals(Buffer.from('hi')), Buffer.from('hi').equals(new Uint8Array([104, 105])), Buffer.from('hi').equals(Buffer.from('ho')));
const sorted = [Buffer.from('pear'), Buffer.from('apple'), Buffer.from('fig')].sort(Buffer.compare).map(String);
console.log('sorted', sorted);
console.log('concat total', Buffer.concat([Buffer.from('ab'), Buffer.from('cd')], 3).toString(), Buffer.concat([Buffer.from('x')], 3));
console.log('byteLength', Buffer.byteLength('héllo'), Buffer.byteLength('aGVsbG8=', 'base64'), Buffer.byteLength('abcd', 'hex'), Buffer.byteLength(new ArrayBuffer(5)));
const ab = new ArrayBuffer(8);
const shared = Buffer.from(ab, 2, 4);
new Uint8Array(ab)[3] = 7;
console.log('from arrayBuffer', shared.length, shared[1], shared.byteOffset);
console.log('from array-like', Buffer.from(new Uint16Array([1, 258])), Buffer.from({ type: 'Buffer', data: [9, 8] }), Buffer.from({ length: 2, 0: 5, 1: 6 }));
console.log('iterate', [...Buffer.from('hey')], Array.from(Buffer.from('ok').entries()));
console.log('map keeps Buffer', Buffer.from('abc').map((b) => b + 1).toString(), Buffer.isBuffer(Buffer.from('a').subarray(0)));
console.log('toJSON', JSON.stringify({ b: Buffer.from([1, 2]) }), Buffer.from('€uro').toString('hex'));
const f = Buffer.alloc(8);
f.writeDoubleLE(1.5);
console.log('double', f.readDoubleLE(0), f, Buffer.from([0, 0, 0x80, 0x3f]).readFloatLE(0));
const big = Buffer.alloc(8);
big.writeBigUInt64BE(2n ** 63n + 5n);
console.log('bigint', big.readBigUInt64BE(), big.readBigInt64BE());
console.log('uint48', Buffer.from([1, 2, 3, 4, 5, 6]).readUIntBE(0, 6), Buffer.from([0xff, 0xff, 0xff]).readIntLE(0, 3));
console.log('swap16', Buffer.from([1, 2, 3, 4]).swap16(), 'toString range', Buffer.from('abcdef').toString('utf8', 2, 4), Buffer.from('abc').toString(undefined, -1, 99));
console.log('allocUnsafe length', Buffer.allocUnsafe(3).length, 'isEncoding', Buffer.isEncoding('UTF-8'), Buffer.isEncoding('nope'));
try { Buffer.alloc(-1); } catch (e) { console.log(e.code, e.name); }
try { Buffer.concat([Buffer.from('a'), 'b']); } catch (e) { console.log(e.code); }
