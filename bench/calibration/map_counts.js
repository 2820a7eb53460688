// Counting words in a Map.
const words = ['alpha', 'beta', 'gamma', 'delta', 'epsilon', 'zeta', 'eta', 'theta'];
const t0 = performance.now();
const counts = new Map();
for (let i = 0; i < 1_000_000; i++) {
  const w = words[i % 8] + (i % 50);
  counts.set(w, (counts.get(w) ?? 0) + 1);
}
const t1 = performance.now();
console.log('result', counts.size, counts.get('alpha0'));
console.log('ms', t1 - t0);
