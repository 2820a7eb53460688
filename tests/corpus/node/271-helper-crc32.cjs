'use strict';
// CRC-32 (IEEE) with a lookup table, plus Adler-32
const TABLE = (() => {
  const t = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    t[n] = c >>> 0;
  }
  return t;
})();

function crc32(buf, prev = 0) {
  let crc = ~prev >>> 0;
  for (let i = 0; i < buf.length; i++) crc = TABLE[(crc ^ buf[i]) & 0xff] ^ (crc >>> 8);
  return (~crc) >>> 0;
}

function adler32(buf) {
  let a = 1, b = 0;
  for (const byte of buf) { a = (a + byte) % 65521; b = (b + a) % 65521; }
  return ((b << 16) | a) >>> 0;
}

const hex8 = (n) => n.toString(16).padStart(8, '0');
for (const s of ['', 'a', '123456789', 'The quick brown fox jumps over the lazy dog', 'Wikipedia']) {
  const b = Buffer.from(s);
  console.log(JSON.stringify(s).padEnd(46), hex8(crc32(b)), hex8(adler32(b)));
}
// incremental CRC across chunks
const whole = Buffer.from('hello world, this is chunked');
let running = 0;
for (let i = 0; i < whole.length; i += 5) running = crc32(whole.subarray(i, i + 5), running);
console.log(hex8(running), hex8(crc32(whole)), running === crc32(whole));
console.log(TABLE[1].toString(16), TABLE[255].toString(16), TABLE.length);

// append the CRC as a trailer and validate
const framed = Buffer.alloc(whole.length + 4);
whole.copy(framed);
framed.writeUInt32BE(crc32(whole), whole.length);
const ok = crc32(framed.subarray(0, -4)) === framed.readUInt32BE(framed.length - 4);
console.log('frame ok:', ok, framed.subarray(-4));
framed[3] ^= 1;
console.log('corrupt ok:', crc32(framed.subarray(0, -4)) === framed.readUInt32BE(framed.length - 4));
