// 5 000 lines of logging, each a short string and a number (stdout is a pipe here).
const t0 = performance.now();
for (let i = 0; i < 5_000; i++) console.log('order', i, 'shipped');
const t1 = performance.now();
console.log('result', 5_000);
console.log('ms', t1 - t0);
