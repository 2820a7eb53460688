// A 1.1 MB Buffer to and from utf8, hex, base64 and latin1 strings, ten times: Node's
// string encodings (native loops in both engines), per byte.
let text = '';
for (let i = 0; i < 400_000; i++) text += 'ab\u00e9\u20ac'[i % 4] + (i % 10);
text = text.split('').join(''); // one flat string, as the loop's rope would be after its first read
const t0 = performance.now();
let check = 0;
for (let round = 0; round < 10; round++) {
  const bytes = Buffer.from(text, 'utf8');
  const hex = bytes.toString('hex');
  const b64 = bytes.toString('base64');
  check += bytes.toString('utf8').length + Buffer.from(hex, 'hex').length + Buffer.from(b64, 'base64').length;
  check += Buffer.from(bytes.toString('latin1'), 'latin1').length;
}
const t1 = performance.now();
console.log('result', check);
console.log('ms', t1 - t0);
