// Checksums over a Uint8Array: Adler-32, a CRC-8 table and a byte histogram.
const data = new Uint8Array(64);
for (let i = 0; i < data.length; i++) data[i] = (i * 37 + 11) & 0xff;

function adler32(bytes) {
  let a = 1, b = 0;
  for (const byte of bytes) {
    a = (a + byte) % 65521;
    b = (b + a) % 65521;
  }
  return ((b << 16) | a) >>> 0;
}

const crcTable = new Uint8Array(256);
for (let n = 0; n < 256; n++) {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 0x80 ? ((c << 1) ^ 0x07) & 0xff : (c << 1) & 0xff;
  crcTable[n] = c;
}
const crc8 = bytes => bytes.reduce((crc, byte) => crcTable[crc ^ byte], 0);

console.log('adler32', adler32(data).toString(16).padStart(8, '0'));
console.log('crc8', crc8(data), crc8(data.subarray(0, 8)));
console.log('sum', data.reduce((s, b) => s + b, 0));
const histogram = new Uint32Array(4);
data.forEach(b => histogram[b >> 6]++);
console.log(histogram);
console.log(data.subarray(0, 10));
console.log('xor', data.reduce((x, b) => x ^ b));
