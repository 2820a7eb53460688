// Sorting numbers with a comparator function.
const a = [];
let seed = 12345;
for (let i = 0; i < 300_000; i++) { seed = (seed * 1103515245 + 12345) % 2147483648; a.push(seed); }
const t0 = performance.now();
a.sort((p, q) => p - q);
const t1 = performance.now();
console.log('result', a[0], a[a.length - 1]);
console.log('ms', t1 - t0);
