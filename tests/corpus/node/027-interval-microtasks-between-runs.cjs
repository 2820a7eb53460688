// Between two runs of an interval, the nextTicks and promise jobs queued by the previous run have finished.
let n = 0;
const id = setInterval(() => {
  n++;
  const run = n;
  console.log('interval run', run);
  process.nextTick(() => console.log('  tick after run', run));
  Promise.resolve().then(() => console.log('  promise after run', run));
  if (n === 3) clearInterval(id);
}, 1);
