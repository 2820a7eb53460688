// 20 000 timers due at once: what Node spends per expired timer in one timers phase.
const N = 20_000;
let n = 0;
const t0 = performance.now();
for (let i = 0; i < N; i++) {
  setTimeout(() => {
    if (++n < N) return;
    const t1 = performance.now();
    console.log('result', n);
    console.log('ms', t1 - t0);
  }, 5);
}
