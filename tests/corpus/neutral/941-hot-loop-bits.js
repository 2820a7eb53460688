// Bit manipulation: popcount, xorshift32 PRNG, bit reversal, gray codes.
function popcount(x) {
  x = x - ((x >>> 1) & 0x55555555);
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  x = (x + (x >>> 4)) & 0x0f0f0f0f;
  return Math.imul(x, 0x01010101) >>> 24;
}
function popcountNaive(x) { let c = 0; x = x >>> 0; while (x) { c += x & 1; x >>>= 1; } return c; }
function reverseBits(x) {
  let r = 0;
  for (let i = 0; i < 32; i++) { r = (r << 1) | (x & 1); x >>>= 1; }
  return r >>> 0;
}
let state = 2463534242;
function xorshift32() {
  let x = state;
  x ^= x << 13; x ^= x >>> 17; x ^= x << 5;
  state = x >>> 0;
  return state;
}

let totalBits = 0, mismatches = 0, xorAll = 0, sumLow = 0;
const hist = new Array(33).fill(0);
for (let i = 0; i < 400000; i++) {
  const r = xorshift32();
  const p = popcount(r);
  if (i % 16 === 0 && p !== popcountNaive(r)) mismatches++;
  totalBits += p;
  hist[p]++;
  xorAll = (xorAll ^ r) >>> 0;
  sumLow = (sumLow + (r & 0xffff)) | 0;
}
console.log('state:', state, 'hex:', state.toString(16));
console.log('avg popcount:', (totalBits / 400000).toFixed(5), 'mismatches:', mismatches);
console.log('xorAll:', xorAll, 'sumLow:', sumLow);
console.log('hist[10..22]:', hist.slice(10, 23).join(' '));
console.log('reverse(1):', reverseBits(1), 'reverse(0xf0):', reverseBits(0xf0).toString(2));

// Gray code round trip
let grayOk = true, graySum = 0;
for (let n = 0; n < 200000; n++) {
  const g = n ^ (n >> 1);
  let b = g;
  for (let s = 1; s < 32; s <<= 1) b ^= b >> s;
  if (b !== n) grayOk = false;
  graySum = (graySum + g) | 0;
}
console.log('gray ok:', grayOk, 'graySum:', graySum);
console.log('signed ops:', -1 >>> 0, -1 >> 28, 1 << 31, (1 << 31) >>> 0, ~5, 0xffffffff | 0, 2 ** 32 | 0, 5.7 | 0, -5.7 | 0);
// Hamming distance count in a pairwise loop
const vals = [];
for (let i = 0; i < 600; i++) vals.push(xorshift32());
let hd = 0;
for (let i = 0; i < vals.length; i++) for (let j = i + 1; j < vals.length; j++) hd += popcount(vals[i] ^ vals[j]);
console.log('sum hamming:', hd, 'pairs:', vals.length * (vals.length - 1) / 2);
// 32-bit FNV-1a over a string
let h = 0x811c9dc5;
const str = 'The quick brown fox jumps over the lazy dog';
for (let k = 0; k < 10000; k++) for (let i = 0; i < str.length; i++) { h ^= str.charCodeAt(i); h = Math.imul(h, 0x01000193); }
console.log('fnv:', (h >>> 0).toString(16).padStart(8, '0'));
