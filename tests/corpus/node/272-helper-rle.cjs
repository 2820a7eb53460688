'use strict';
// Run-length encoding: pairs of (count, byte), count max 255
function rleEncode(buf) {
  const out = [];
  let i = 0;
  while (i < buf.length) {
    let run = 1;
    while (i + run < buf.length && buf[i + run] === buf[i] && run < 255) run++;
    out.push(run, buf[i]);
    i += run;
  }
  return Buffer.from(out);
}

function rleDecode(buf) {
  const parts = [];
  for (let i = 0; i < buf.length; i += 2) parts.push(Buffer.alloc(buf[i], buf[i + 1]));
  return Buffer.concat(parts);
}

// string version: "aaabcc" -> "3a1b2c"
const rleStr = (s) => s.replace(/(.)\1*/g, (m, c) => m.length + c);
const unrleStr = (s) => s.replace(/(\d+)(\D)/g, (_, n, c) => c.repeat(Number(n)));

const tests = [
  Buffer.from('aaaabbbcca'),
  Buffer.alloc(600, 0),
  Buffer.from([1, 2, 3, 4]),
  Buffer.concat([Buffer.alloc(3, 0xff), Buffer.from('zz'), Buffer.alloc(256, 7)]),
  Buffer.alloc(0),
];
for (const t of tests) {
  const enc = rleEncode(t);
  const dec = rleDecode(enc);
  const ratio = t.length ? (enc.length / t.length).toFixed(3) : 'n/a';
  console.log(t.length, '->', enc.length, ratio, dec.equals(t), enc.subarray(0, 12).toString('hex'));
}
for (const s of ['WWWWWWWWWWWWBWWWWWWWWWWWWBBBWWWWWWWWWWWWWWWWWWWWWWWWBWWWWWWWWWWWWWW', 'abc', 'aabbaa', '']) {
  const e = rleStr(s);
  console.log(JSON.stringify(e), unrleStr(e) === s);
}
const bitmap = [];
for (let y = 0; y < 8; y++) {
  const row = Buffer.alloc(16, 0x20);
  row.fill(0x23, y, 16 - y);
  bitmap.push(row);
}
const img = Buffer.concat(bitmap);
const packed = rleEncode(img);
console.log('bitmap', img.length, packed.length, rleDecode(packed).toString('latin1').match(/.{16}/g).join('|'));
