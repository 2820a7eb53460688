// setInterval in Chromium keeps to its grid: 30 ms of work in each run of a 100 ms
// interval does not push the later runs back (they start about 100, 200, 300… ms in).
const start = performance.now();
const periods = [];
const id = setInterval(() => {
  periods.push(Math.round((performance.now() - start) / 100));
  const t = performance.now();
  while (performance.now() - t < 30) {}
  if (periods.length === 5) {
    clearInterval(id);
    console.log('runs in periods: ' + periods.join(', '));
  }
}, 100);
