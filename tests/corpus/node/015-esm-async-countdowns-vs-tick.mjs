// ES module: two async functions interleave at each await, and both finish before a nextTick from the body.
async function countdown(label, n) {
  for (let i = n; i > 0; i--) {
    console.log(label, i);
    await null;
  }
  console.log(label, 'liftoff');
}
process.nextTick(() => console.log('tick: mission control'));
countdown('rocket', 3);
countdown('probe', 2);
console.log('body end');
