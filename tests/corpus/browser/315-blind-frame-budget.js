// @until 2000
// Splitting work across frames: a long task vs. yielding with setTimeout / rAF.
const results = [];
function heavy(n) { let x = 0; for (let i = 0; i < n; i++) x = (x * 31 + i) % 1000003; return x; }

function inOneTask() {
  const t0 = performance.now();
  let acc = 0;
  for (let k = 0; k < 20; k++) acc = (acc + heavy(20000)) % 1000003;
  results.push(['one task', acc]);
  return performance.now() - t0;
}

function yielding() {
  return new Promise((resolve) => {
    let k = 0, acc = 0, yields = 0;
    (function step() {
      const start = performance.now();
      while (k < 20 && performance.now() - start < 8) { acc = (acc + heavy(20000)) % 1000003; k++; }
      if (k < 20) { yields++; setTimeout(step, 0); }
      else { results.push(['yielding', acc]); resolve(yields); }
    })();
  });
}

function perFrame() {
  return new Promise((resolve) => {
    let k = 0, acc = 0, frames = 0;
    requestAnimationFrame(function tick() {
      frames++;
      for (let i = 0; i < 5 && k < 20; i++, k++) acc = (acc + heavy(20000)) % 1000003;
      if (k < 20) requestAnimationFrame(tick);
      else { results.push(['per frame', acc]); resolve(frames); }
    });
  });
}

(async () => {
  const ms = inOneTask();
  console.log('one task took a measurable time:', ms >= 0);
  const yields = await yielding();
  console.log('yielding finished, yields is a number:', Number.isInteger(yields));
  const frames = await perFrame();
  console.log('per-frame work took', frames, 'frames');
  const same = results.every(([, v]) => v === results[0][1]);
  console.log('all three computed the same value:', same, results.map(([n]) => n).join(' / '));
})();
