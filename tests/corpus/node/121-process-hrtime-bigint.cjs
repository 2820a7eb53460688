// process.hrtime.bigint(): a BigInt of nanoseconds that grows; times are only compared.
const start = process.hrtime.bigint();
let sum = 0;
for (let i = 0; i < 200000; i++) sum += i;
const end = process.hrtime.bigint();
const elapsed = end - start;
console.log(typeof start, typeof elapsed, sum);
console.log('end after start:', end > start, 'elapsed positive:', elapsed > 0n);
console.log('under a minute:', elapsed < 60n * 1_000_000_000n);
const ms = Number(elapsed / 1_000_000n);
console.log('ms is a number:', typeof ms, Number.isInteger(ms));
setTimeout(() => {
  const later = process.hrtime.bigint();
  console.log('timer saw at least 20ms:', later - end >= 20n * 1_000_000n);
}, 25);
