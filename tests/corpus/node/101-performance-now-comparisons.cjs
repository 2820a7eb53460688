// performance.now() never goes backwards and a timer never fires early (printing booleans, never times).
const { performance } = require('perf_hooks');
const a = performance.now();
const b = performance.now();
console.log('number:', typeof a === 'number', 'monotonic:', b >= a);
const start = performance.now();
setTimeout(() => {
  console.log('10 ms timer waited at least 8 ms:', performance.now() - start >= 8);
}, 10);
const s = performance.now();
while (performance.now() - s < 3) {}
console.log('busy wait lasted at least 3 ms:', performance.now() - s >= 3);
