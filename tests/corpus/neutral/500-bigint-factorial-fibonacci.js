// BigInt arithmetic: factorial of 50n, fibonacci(300n), powers and digit sums.
function factorial(n) {
  let result = 1n;
  for (let i = 2n; i <= n; i++) result *= i;
  return result;
}
function fibonacci(n) {
  let a = 0n, b = 1n;
  for (let i = 0n; i < n; i++) [a, b] = [b, a + b];
  return a;
}
const f50 = factorial(50n);
console.log(f50);
console.log(String(f50).length, typeof f50);
console.log(fibonacci(300n));
console.log(2n ** 128n, (-3n) ** 41n);
let digits = 0n;
for (let x = factorial(100n); x > 0n; x /= 10n) digits += x % 10n;
console.log('digit sum of 100!:', digits);
console.log(factorial(25n) / factorial(23n), factorial(20n) % 1000007n);
console.log([1n, 2n, 3n].map((x) => x * x), { big: 10n ** 20n });
console.log(`template: ${f50 / 10n ** 50n}`, 'concat: ' + 123n);
