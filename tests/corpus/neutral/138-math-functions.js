// Math.max/min/abs/pow/sqrt/cbrt/hypot and constants.
console.log(Math.max(1, 3, 2), Math.min(1, 3, 2), Math.max('7', 2), Math.max(1, 'x'));
console.log(Math.abs(-5.5), Math.abs('-3'), Math.abs(null), Math.abs(-0));
console.log(Math.pow(2, 8), Math.pow(-8, 1 / 3), Math.sqrt(16), Math.sqrt(-1), Math.cbrt(-8));
console.log(Math.hypot(3, 4), Math.PI, Math.E);
console.log(Math.floor(Math.log10(12345)), Math.log2(1024), Math.exp(0), Math.log(1));
console.log(Math.sin(0), Math.cos(0), Math.atan2(1, 1) === Math.PI / 4);
const clamp = (x, lo, hi) => Math.min(hi, Math.max(lo, x));
console.log(clamp(15, 0, 10), clamp(-5, 0, 10), clamp(5, 0, 10));
