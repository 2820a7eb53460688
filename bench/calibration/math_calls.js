// Math functions in a loop.
const t0 = performance.now();
let acc = 0;
for (let i = 1; i <= 3_000_000; i++) acc += Math.sqrt(i) * Math.sin(i) + Math.floor(i / 3) % 7;
const t1 = performance.now();
console.log('result', Math.round(acc));
console.log('ms', t1 - t0);
