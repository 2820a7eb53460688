'use strict';
// Tiny binary record format: [u32le id][i16be temp*10][u8 flags][u8 nameLen][name utf8]
function encodeRecord({ id, temp, flags, name }) {
  const nameBuf = Buffer.from(name, 'utf8');
  const buf = Buffer.alloc(8 + nameBuf.length);
  let o = buf.writeUInt32LE(id, 0);
  o = buf.writeInt16BE(Math.round(temp * 10), o);
  o = buf.writeUInt8(flags, o);
  o = buf.writeUInt8(nameBuf.length, o);
  nameBuf.copy(buf, o);
  return buf;
}

function decodeAll(buf) {
  const out = [];
  let o = 0;
  while (o < buf.length) {
    const id = buf.readUInt32LE(o);
    const temp = buf.readInt16BE(o + 4) / 10;
    const flags = buf.readUInt8(o + 6);
    const len = buf.readUInt8(o + 7);
    const name = buf.toString('utf8', o + 8, o + 8 + len);
    out.push({ id, temp, flags, name });
    o += 8 + len;
  }
  return out;
}

const records = [
  { id: 1, temp: 21.5, flags: 0b101, name: 'kitchen' },
  { id: 4294967295, temp: -12.3, flags: 255, name: 'freezer ❄' },
  { id: 70000, temp: 0, flags: 0, name: '' },
];
const chunks = records.map(encodeRecord);
chunks.forEach((c) => console.log(c.length, c.toString('hex')));
const all = Buffer.concat(chunks);
console.log('total', all.length, Buffer.concat(chunks, 10).toString('hex'));
console.log(decodeAll(all));

const many = [];
for (let i = 0; i < 100; i++) many.push(Buffer.from([i & 0xff, (i * 7) & 0xff]));
const big = Buffer.concat(many);
console.log(big.length, big.readUInt16BE(198), big.readUInt32BE(0).toString(16), big.readInt32LE(196));
const f = Buffer.alloc(16);
f.writeFloatLE(3.14, 0); f.writeDoubleBE(-0.1, 4); f.writeInt8(-5, 12); f.writeUInt16LE(0xbeef, 13);
console.log(f.toString('hex'), f.readFloatLE(0).toFixed(5), f.readDoubleBE(4), f.readInt8(12), f.readUInt16LE(13).toString(16));
f.writeBigUInt64LE(2n ** 63n + 5n, 0);
console.log(f.readBigUInt64LE(0), f.readBigInt64LE(0), f.readUIntBE(0, 3), f.readIntLE(0, 6));
try { f.writeUInt8(300, 0); } catch (e) { console.log(e.code, e.name); }
try { f.readUInt32LE(14); } catch (e) { console.log(e.code, e.message); }
