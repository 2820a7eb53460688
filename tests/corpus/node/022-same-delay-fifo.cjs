// Timers with the same delay fire in the order they were created, however they were created.
const runners = ['ana', 'ben', 'cy'];
for (const r of runners) setTimeout(() => console.log('finish', r), 10);
process.nextTick(() => setTimeout(() => console.log('finish dee (from nextTick)'), 10));
Promise.resolve().then(() => setTimeout(() => console.log('finish eli (from promise)'), 10));
setTimeout(() => console.log('finish fay'), 10);
