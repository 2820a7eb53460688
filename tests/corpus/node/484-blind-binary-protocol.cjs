// A tiny binary protocol with DataView: framing, varints, CRC-8, bit flags, typed arrays and endianness
const TYPES = { PING: 1, TEXT: 2, POINTS: 3, ERROR: 0x7f };
const FLAGS = { URGENT: 1 << 0, COMPRESSED: 1 << 1, ACK: 1 << 2, FINAL: 1 << 7 };
function crc8(bytes) {
  let crc = 0;
  for (const b of bytes) {
    crc ^= b;
    for (let i = 0; i < 8; i++) crc = crc & 0x80 ? ((crc << 1) ^ 0x07) & 0xff : (crc << 1) & 0xff;
  }
  return crc;
}
function writeVarint(n, out) { do { let byte = n & 0x7f; n >>>= 7; if (n) byte |= 0x80; out.push(byte); } while (n); }
function readVarint(view, off) { let n = 0, shift = 0, b; do { b = view.getUint8(off++); n |= (b & 0x7f) << shift; shift += 7; } while (b & 0x80); return [n >>> 0, off]; }
function encode(type, flags, payload) {
  const body = [];
  if (type === TYPES.TEXT) { const bytes = new TextEncoder().encode(payload); writeVarint(bytes.length, body); body.push(...bytes); }
  else if (type === TYPES.POINTS) {
    writeVarint(payload.length, body);
    const buf = new ArrayBuffer(payload.length * 10);
    const v = new DataView(buf);
    payload.forEach(([x, y, z], i) => { v.setFloat32(i * 10, x); v.setFloat32(i * 10 + 4, y, true); v.setInt16(i * 10 + 8, z); });
    body.push(...new Uint8Array(buf));
  } else if (type === TYPES.PING) { const v = new DataView(new ArrayBuffer(8)); v.setBigUint64(0, payload); body.push(...new Uint8Array(v.buffer)); }
  const frame = new Uint8Array(4 + body.length + 1);
  const view = new DataView(frame.buffer);
  view.setUint8(0, 0xEB);
  view.setUint8(1, (type << 1) | 1);
  view.setUint8(2, flags);
  view.setUint8(3, body.length);
  frame.set(body, 4);
  frame[frame.length - 1] = crc8(frame.subarray(0, frame.length - 1));
  return frame;
}
function decode(frame) {
  const view = new DataView(frame.buffer, frame.byteOffset, frame.byteLength);
  if (view.getUint8(0) !== 0xEB) throw new Error(`bad magic 0x${view.getUint8(0).toString(16)}`);
  const crc = crc8(frame.subarray(0, frame.length - 1));
  if (crc !== frame.at(-1)) throw new Error(`crc mismatch: got ${frame.at(-1)}, want ${crc}`);
  const type = view.getUint8(1) >>> 1, flags = view.getUint8(2), len = view.getUint8(3);
  const flagNames = Object.entries(FLAGS).filter(([, bit]) => flags & bit).map(([n]) => n);
  let payload, off = 4;
  if (type === TYPES.TEXT) { let n; [n, off] = readVarint(view, off); payload = new TextDecoder().decode(frame.subarray(off, off + n)); }
  else if (type === TYPES.POINTS) {
    let n; [n, off] = readVarint(view, off); payload = [];
    for (let i = 0; i < n; i++, off += 10) payload.push([view.getFloat32(off), +view.getFloat32(off + 4, true).toFixed(3), view.getInt16(off + 8)]);
  } else if (type === TYPES.PING) payload = view.getBigUint64(off);
  return { type: Object.keys(TYPES).find(k => TYPES[k] === type), flags: flagNames, len, payload };
}
const hex = (u8) => Array.from(u8, b => b.toString(16).padStart(2, '0')).join(' ');
const frames = [
  encode(TYPES.TEXT, FLAGS.URGENT | FLAGS.FINAL, 'héllo ✓'),
  encode(TYPES.POINTS, FLAGS.ACK, [[1.5, -2.25, 300], [0.1, 1e3, -1]]),
  encode(TYPES.PING, 0, 0x0102030405060708n),
];
for (const f of frames) { console.log(hex(f)); console.log('  ', JSON.stringify(decode(f), (k, v) => typeof v === 'bigint' ? v.toString(16) + 'n' : v)); }
const corrupted = frames[0].slice(); corrupted[5] ^= 0x20;
for (const bad of [corrupted, Uint8Array.of(0xAA, 0, 0, 0, 0)]) { try { decode(bad); } catch (e) { console.log('decode error:', e.message); } }
const stream = new Uint8Array(frames.reduce((n, f) => n + f.length, 0));
let pos = 0; for (const f of frames) { stream.set(f, pos); pos += f.length; }
const view = new DataView(stream.buffer);
for (let o = 0; o < stream.length;) { const len = view.getUint8(o + 3); const f = stream.subarray(o, o + 5 + len); console.log('split frame at', o, decode(f).type, 'shares buffer', f.buffer === stream.buffer); o += 5 + len; }
const varints = [0, 1, 127, 128, 300, 16384, 2 ** 31 - 1, 2 ** 32 - 1].map(n => { const out = []; writeVarint(n, out); return `${n}:[${hex(out)}]→${readVarint(new DataView(Uint8Array.from(out).buffer), 0)[0]}`; });
console.log(varints.join('  '));
const u32 = new Uint32Array([0x11223344, 0xdeadbeef]);
console.log('host little-endian bytes', hex(new Uint8Array(u32.buffer)));
console.log('bit ops', (0xdeadbeef | 0), 0xdeadbeef >>> 0, (~5) >>> 0, -1 >>> 28, 1 << 31, (1 << 31) >>> 0, 5 & -5, Math.clz32(1), Math.clz32(0));
const popcount = (n) => { let c = 0; while (n) { n &= n - 1; c++; } return c; };
console.log('popcount', [0, 1, 255, 0x7fffffff, -1 >>> 0].map(popcount).join(','));
const clamped = new Uint8ClampedArray([-5, 300, 127.5, 128.5]);
const i8 = Int8Array.from([127, 128, -129, 255]);
console.log(Array.from(clamped).join(','), Array.from(i8).join(','), new Float32Array([0.1])[0], new Float64Array(new Float32Array([16777217]))[0]);
const f64 = new DataView(new ArrayBuffer(8)); f64.setFloat64(0, -0.0);
console.log('float64 -0 bytes', hex(new Uint8Array(f64.buffer)), 'NaN bits', (() => { f64.setFloat64(0, NaN); return f64.getUint32(0).toString(16); })());
try { new DataView(new ArrayBuffer(4)).getUint32(2); } catch (e) { console.log(e.name, e.message); }
console.log(BigInt.asUintN(8, 257n), BigInt.asIntN(8, 255n), (2n ** 64n - 1n).toString(16), new BigInt64Array([-1n])[0], new BigUint64Array(new BigInt64Array([-1n]).buffer)[0]);
