// Making and calling closures (callbacks, adders).
const t0 = performance.now();
const fns = [];
for (let i = 0; i < 200_000; i++) fns.push((y) => y + i);
let acc = 0;
for (let r = 0; r < 5; r++) for (const f of fns) acc = (acc + f(r)) % 1_000_000_007;
const t1 = performance.now();
console.log('result', acc);
console.log('ms', t1 - t0);
