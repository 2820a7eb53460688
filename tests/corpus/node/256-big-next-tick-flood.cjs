// 500 000 process.nextTick callbacks queued in a loop (some queueing more ticks and promise jobs) all run before an immediate prints the counts.
let ticks = 0;
let nestedTicks = 0;
let jobs = 0;
for (let i = 0; i < 500000; i++) {
  process.nextTick((n) => {
    ticks++;
    if (n % 10 === 0) process.nextTick(() => nestedTicks++);
    if (n % 100 === 0) Promise.resolve().then(() => jobs++);
  }, i);
}
Promise.resolve().then(() => console.log('first promise job: ticks', ticks, 'nested', nestedTicks));
console.log('script end', ticks);
setImmediate(() => {
  console.log('immediate: ticks', ticks, 'nested', nestedTicks, 'jobs', jobs);
  process.nextTick(() => console.log('tick after immediate'));
  setTimeout(() => console.log('timeout: ticks', ticks), 5);
});
