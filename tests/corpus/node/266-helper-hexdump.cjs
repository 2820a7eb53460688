'use strict';
// Classic hexdump -C style output
function hexdump(buf) {
  const lines = [];
  for (let off = 0; off < buf.length; off += 16) {
    const chunk = buf.subarray(off, off + 16);
    const hex = [];
    for (let i = 0; i < 16; i++) {
      hex.push(i < chunk.length ? chunk[i].toString(16).padStart(2, '0') : '  ');
      if (i === 7) hex.push('');
    }
    let ascii = '';
    for (const byte of chunk) ascii += byte >= 0x20 && byte < 0x7f ? String.fromCharCode(byte) : '.';
    lines.push(off.toString(16).padStart(8, '0') + '  ' + hex.join(' ') + '  |' + ascii + '|');
  }
  lines.push(buf.length.toString(16).padStart(8, '0'));
  return lines.join('\n');
}

const data = Buffer.alloc(40);
for (let i = 0; i < data.length; i++) data[i] = (i * 37 + 11) & 0xff;
console.log(hexdump(data));
console.log(hexdump(Buffer.from('Hello, World!\n\tTabs and ünïcödé\x00\x01\x7f')));

const bin = Buffer.from([0, 1, 2, 253, 254, 255, 128, 127]);
console.log('base64:', bin.toString('base64'));
console.log('base64url:', bin.toString('base64url'));
console.log('hex:', bin.toString('hex'));
console.log('from b64:', Buffer.from('AAEC/f7/gH8=', 'base64'));
console.log('from hex odd:', Buffer.from('abcdeg', 'hex'), Buffer.from('abc', 'hex'));
console.log('equals:', Buffer.from(bin.toString('base64'), 'base64').equals(bin));
console.log('latin1 str:', JSON.stringify(bin.toString('latin1')));
console.log('ascii str:', JSON.stringify(bin.toString('ascii')));
console.log(Buffer.from('SGVsbG8gV29ybGQ', 'base64').toString(), Buffer.from('SGVsbG8=\n  V29y', 'base64').toString());
console.log(bin.toJSON());
console.log(JSON.stringify({ payload: Buffer.from('hi') }));
console.log(Buffer.compare(Buffer.from('abc'), Buffer.from('abd')), bin.indexOf(255), bin.includes(Buffer.from([254, 255])));
