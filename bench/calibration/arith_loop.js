// A tight arithmetic loop: what "block the page for a while" examples do.
const t0 = performance.now();
let x = 0;
for (let i = 0; i < 20_000_000; i++) x = (x + i * 7) % 1_000_003;
const t1 = performance.now();
console.log('result', x);
console.log('ms', t1 - t0);
