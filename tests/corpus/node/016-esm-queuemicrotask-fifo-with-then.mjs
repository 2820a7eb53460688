// ES module: queueMicrotask and then-callbacks share one FIFO queue; nextTick waits behind both.
const seen = [];
process.nextTick(() => {
  seen.push('tick');
  console.log(seen.join(', '));
});
queueMicrotask(() => seen.push('qm 1'));
Promise.resolve().then(() => seen.push('then 1')).then(() => seen.push('then 2'));
queueMicrotask(() => seen.push('qm 2'));
