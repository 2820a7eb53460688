// A bit set over a Uint32Array: the sieve of Eratosthenes, popcount, and byte swapping.
class BitSet {
  constructor(size) { this.words = new Uint32Array(Math.ceil(size / 32)); this.size = size; }
  set(i) { this.words[i >>> 5] |= 1 << (i & 31); }
  has(i) { return (this.words[i >>> 5] & (1 << (i & 31))) !== 0; }
  count() {
    let n = 0;
    for (let w of this.words) { while (w) { w &= w - 1; n++; } }
    return n;
  }
}
const composite = new BitSet(200);
for (let i = 2; i * i < 200; i++) if (!composite.has(i)) for (let j = i * i; j < 200; j += i) composite.set(j);
const primes = [];
for (let i = 2; i < 200; i++) if (!composite.has(i)) primes.push(i);
console.log(primes.length, primes.slice(-5), composite.count(), composite.words.length);
console.log(composite.words.subarray(0, 2), composite.words[0].toString(2).padStart(32, '0'));
const swap32 = x => (((x & 0xff) << 24) | ((x & 0xff00) << 8) | ((x >>> 8) & 0xff00) | (x >>> 24)) >>> 0;
const words = new Uint32Array([0x11223344, 0xdeadbeef]);
console.log(Array.from(words.map(swap32), w => w.toString(16)));
const bytes = new Uint8Array(words.buffer);
console.log(bytes, 'little-endian:', bytes[0] === 0x44);
const signed = new Int32Array(words.buffer);
console.log(signed, signed[1] >>> 0 === words[1], new Int8Array(words.buffer, 4, 2));
