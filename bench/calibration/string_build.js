// Building a string piece by piece, then splitting it.
const t0 = performance.now();
let s = '';
for (let i = 0; i < 20_000; i++) s += 'item' + i + ',';
const parts = s.split(',');
const t1 = performance.now();
console.log('result', s.length, parts.length);
console.log('ms', t1 - t0);
