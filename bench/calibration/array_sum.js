// Filling and summing an array of numbers.
const t0 = performance.now();
const a = [];
for (let i = 0; i < 1_000_000; i++) a.push(i % 1000);
let sum = 0;
for (let r = 0; r < 5; r++) for (let i = 0; i < a.length; i++) sum += a[i];
const t1 = performance.now();
console.log('result', sum);
console.log('ms', t1 - t0);
