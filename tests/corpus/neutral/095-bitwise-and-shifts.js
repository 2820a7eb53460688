// Bitwise operators and shifts work on 32-bit integers; >>> gives unsigned results.
console.log(5 & 3, 5 | 3, 5 ^ 3, ~5, ~-1);
console.log(1 << 31, 1 << 32, 1 << 33);
console.log(-16 >> 2, -16 >>> 2, -1 >>> 0, -1 >>> 28);
console.log(2 ** 32 + 5 | 0, 3.9 | 0, -3.9 | 0, ~~'12.7');
console.log(0xff & 0x0f, (0b1010 ^ 0b0110).toString(2));
let flags = 0;
flags |= 1 << 2;
flags |= 1 << 0;
flags &= ~1;
flags ^= 8;
console.log(flags, (flags >>> 0).toString(2));
console.log(NaN | 0, Infinity | 0, '3' << 1, null >> 1);
