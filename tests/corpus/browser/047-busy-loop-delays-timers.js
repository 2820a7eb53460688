// A 200 ms busy loop in the script delays every timer; when it ends, the expired
// timers run in order of their due time and each sees that at least 200 ms passed.
const start = performance.now();
setTimeout(() => console.log(`timeout 50: late ${performance.now() - start >= 200}`), 50);
setTimeout(() => console.log(`timeout 10: late ${performance.now() - start >= 200}`), 10);
setTimeout(() => console.log(`timeout 300: on time ${performance.now() - start >= 300}`), 300);
Promise.resolve().then(() => console.log('microtask after the loop'));
while (performance.now() - start < 200) {}
console.log('loop done');
