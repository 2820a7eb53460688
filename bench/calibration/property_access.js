// Reading and writing object properties in a loop.
const o = { a: 1, b: 2, c: 3, d: 4 };
const t0 = performance.now();
for (let i = 0; i < 5_000_000; i++) { o.a = o.b + o.c; o.b = o.d - o.a + i % 3; o.c = o.a & 255; }
const t1 = performance.now();
console.log('result', o.a, o.b, o.c);
console.log('ms', t1 - t0);
