// Buffer integer accessors: a tiny binary record format (header, id, temperature)
const rec = Buffer.alloc(12);
let off = rec.writeUInt16BE(0xcafe, 0);
off = rec.writeUInt8(3, off);
off = rec.writeInt8(-5, off);
off = rec.writeUInt32LE(123456789, off);
off = rec.writeInt16LE(-2150, off);
off = rec.writeInt16BE(2150, off);
console.log(off, rec);
console.log(rec.readUInt16BE(0).toString(16), rec.readUInt8(2), rec.readInt8(3), rec.readUInt32LE(4), rec.readInt16LE(8) / 100, rec.readInt16BE(10));
console.log(rec.readUint32BE(0), rec.readInt32LE(4), rec.readUInt16LE(), rec.readInt32BE(8));
console.log(Buffer.compare(Buffer.from('abc'), Buffer.from('abd')), Buffer.from('b').compare(Buffer.from('a')), Buffer.compare(Buffer.from('ab'), Buffer.from('a')));
console.log([Buffer.from('zz'), Buffer.from('a'), Buffer.from('m')].sort(Buffer.compare).map(String));
console.log(Buffer.concat([Buffer.from([1, 2]), Buffer.alloc(2, 0xff)]), Buffer.alloc(0), [Buffer.from('hi')]);
console.log(Buffer.alloc(60, 7));
for (const f of [() => rec.writeUInt8(256, 0), () => rec.writeInt16LE(40000, 0), () => rec.readUInt32BE(10), () => rec.readInt8(1.5), () => Buffer.alloc(2).readUInt32LE(0)]) {
  try { f(); } catch (e) { console.log(e.name, e.code, e.message); }
}
