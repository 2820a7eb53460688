// A chain of 20 000 setImmediate callbacks: what one turn of Node's check phase costs
// (the loop iteration, the callback, its tick and microtask drains).
const N = 20_000;
let n = 0;
const t0 = performance.now();
function step() {
  if (++n < N) { setImmediate(step); return; }
  const t1 = performance.now();
  console.log('result', n);
  console.log('ms', t1 - t0);
}
setImmediate(step);
