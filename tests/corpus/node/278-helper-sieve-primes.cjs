'use strict';
// Sieve of Eratosthenes + some number-theory reporting

function sieve(limit) {
  const composite = new Uint8Array(limit + 1);
  composite[0] = composite[1] = 1;
  for (let i = 2; i * i <= limit; i++) {
    if (!composite[i]) {
      for (let j = i * i; j <= limit; j += i) composite[j] = 1;
    }
  }
  const primes = [];
  for (let i = 2; i <= limit; i++) if (!composite[i]) primes.push(i);
  return primes;
}

const LIMIT = 200000;
const primes = sieve(LIMIT);
console.log('primes below', LIMIT, '=', primes.length);
console.log('first 15:', primes.slice(0, 15).join(' '));
console.log('last 5:', primes.slice(-5).join(' '));

for (const n of [10, 100, 1000, 10000, 100000]) {
  let lo = 0, hi = primes.length;
  while (lo < hi) { const mid = (lo + hi) >>> 1; if (primes[mid] <= n) lo = mid + 1; else hi = mid; }
  const ratio = lo / (n / Math.log(n));
  console.log(`pi(${n}) = ${lo}, pi(n)/(n/ln n) = ${ratio.toFixed(4)}`);
}

// twin primes and maximal gaps
let twins = 0, maxGap = 0, gapAt = 0;
const gapRecords = [];
for (let i = 1; i < primes.length; i++) {
  const g = primes[i] - primes[i - 1];
  if (g === 2) twins++;
  if (g > maxGap) { maxGap = g; gapAt = primes[i - 1]; gapRecords.push(`${g}@${gapAt}`); }
}
console.log('twin pairs:', twins);
console.log('gap records:', gapRecords.join(', '));

// Goldbach partitions for some evens
const isPrime = new Set(primes);
for (const even of [4, 28, 100, 1000, 9998, 65536]) {
  let count = 0, first = null;
  for (const p of primes) {
    if (p > even / 2) break;
    if (isPrime.has(even - p)) { count++; if (!first) first = [p, even - p]; }
  }
  console.log(`goldbach(${even}): ${count} ways, first ${first[0]}+${first[1]}`);
}

// factorization with the prime list
function factor(n) {
  const f = [];
  for (const p of primes) {
    if (p * p > n) break;
    let e = 0;
    while (n % p === 0) { n /= p; e++; }
    if (e) f.push(e > 1 ? `${p}^${e}` : `${p}`);
  }
  if (n > 1) f.push(String(n));
  return f.join(' * ');
}
for (const n of [360, 9973, 123456789, 600851475143, 2 ** 31 - 1, 1e12 + 39]) {
  console.log(`${n} = ${factor(n)}`);
}

// digit sums of primes distribution
const digitSum = (n) => { let s = 0; while (n) { s += n % 10; n = Math.floor(n / 10); } return s; };
const byMod = [0, 0, 0];
for (const p of primes) byMod[digitSum(p) % 3]++;
console.log('digit-sum mod 3 histogram:', byMod.join('/'));
