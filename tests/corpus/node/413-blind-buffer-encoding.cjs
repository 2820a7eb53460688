// Buffers: encodings, slicing, reading ints, building a tiny binary header.
const text = 'héllo, wörld ✓';
const buf = Buffer.from(text, 'utf8');
console.log(text.length, buf.length, Buffer.byteLength(text));
console.log(buf.toString('hex'));
console.log(buf.toString('base64'), Buffer.from('aGk/Pz8+', 'base64').toString());
console.log(Buffer.from('hello world').toString('base64url'));
console.log(buf.subarray(0, 3).toString(), '|', buf.subarray(0, 2).toString(), '|', JSON.stringify(buf.subarray(1, 3).toString()));

const header = Buffer.alloc(12);
header.write('EVL1', 0, 'ascii');
header.writeUInt16BE(513, 4);
header.writeUInt16LE(513, 6);
header.writeInt32BE(-2, 8);
console.log(header);
console.log(header.toString('ascii', 0, 4), header.readUInt16BE(4), header.readUInt16LE(6), header.readInt32BE(8), header.readUInt32BE(8));

const parts = [Buffer.from([1, 2]), Buffer.from('AB'), Buffer.alloc(2, 0xff)];
const joined = Buffer.concat(parts);
console.log(joined, joined.length, [...joined]);
console.log(Buffer.compare(Buffer.from('a'), Buffer.from('b')), Buffer.from('abc').equals(Buffer.from('abc')), joined.indexOf('B'), joined.includes(0xff));
const copy = Buffer.from(joined);
const view = joined.subarray(0, 2);
view[0] = 99;
console.log('copy[0]', copy[0], 'joined[0]', joined[0]);
console.log(JSON.stringify(Buffer.from('hi')), Buffer.isBuffer(new Uint8Array(2)), Buffer.from('€').toString('latin1').length);
console.log(Buffer.from([0xe2, 0x82]).toString() === '\ufffd', Buffer.from('ff00', 'hex'), Buffer.from('zz', 'hex').length);
const crc = [...Buffer.from('123456789')].reduce((c, b) => (c + b) & 0xff, 0);
console.log('checksum', crc, crc.toString(16).padStart(2, '0'));
