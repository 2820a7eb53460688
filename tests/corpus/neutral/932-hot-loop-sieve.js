// Sieve of Eratosthenes, prime counting, twin primes and Goldbach checks.
function sieve(limit) {
  const isComposite = new Array(limit + 1).fill(false);
  isComposite[0] = isComposite[1] = true;
  for (let i = 2; i * i <= limit; i++) {
    if (!isComposite[i]) {
      for (let j = i * i; j <= limit; j += i) isComposite[j] = true;
    }
  }
  const primes = [];
  for (let i = 2; i <= limit; i++) if (!isComposite[i]) primes.push(i);
  return { primes, isComposite };
}

const LIMIT = 2000000;
const { primes, isComposite } = sieve(LIMIT);
console.log('pi(' + LIMIT + ') =', primes.length);
console.log('last 5 primes:', primes.slice(-5).join(', '));
let sum = 0;
for (let i = 0; i < primes.length; i++) sum += primes[i];
console.log('sum of primes:', sum);

let twins = 0;
for (let i = 1; i < primes.length; i++) if (primes[i] - primes[i - 1] === 2) twins++;
console.log('twin prime pairs:', twins);

let maxGap = 0, gapAt = 0;
for (let i = 1; i < primes.length; i++) {
  const g = primes[i] - primes[i - 1];
  if (g > maxGap) { maxGap = g; gapAt = primes[i - 1]; }
}
console.log('max gap:', maxGap, 'after', gapAt);

// Goldbach: count representations of even numbers up to 20000
let minReps = Infinity, minAt = 0;
for (let n = 4; n <= 20000; n += 2) {
  let reps = 0;
  for (let k = 0; primes[k] <= n / 2; k++) if (!isComposite[n - primes[k]]) reps++;
  if (n > 1000 && reps < minReps) { minReps = reps; minAt = n; }
}
console.log('min Goldbach reps (n>1000):', minReps, 'at', minAt);
