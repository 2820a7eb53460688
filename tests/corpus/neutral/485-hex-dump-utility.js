// A hex dump like `xxd`: offsets, hex bytes and printable ASCII from a Uint8Array.
function hexDump(bytes, width = 8) {
  const lines = [];
  for (let offset = 0; offset < bytes.length; offset += width) {
    const row = bytes.subarray(offset, offset + width);
    const hex = Array.from(row, b => b.toString(16).padStart(2, '0')).join(' ').padEnd(width * 3 - 1);
    const ascii = String.fromCharCode(...row.map(b => (b >= 0x20 && b < 0x7f ? b : 0x2e)));
    lines.push(`${offset.toString(16).padStart(6, '0')}  ${hex}  |${ascii}|`);
  }
  return lines.join('\n');
}
const text = new TextEncoder().encode('evloop: bytes\n\tand "€" signs!');
console.log(hexDump(text));
const counts = new Uint16Array(256);
for (const b of text) counts[b]++;
const top = [...counts.entries()].filter(([, n]) => n > 1).sort((a, b) => b[1] - a[1] || a[0] - b[0]);
console.log(top.map(([b, n]) => `${String.fromCharCode(b)}=${n}`).join(' '));
const parsed = Uint8Array.from('de ad be ef 00 7f'.split(' '), h => parseInt(h, 16));
console.log(parsed, hexDump(parsed, 4));
