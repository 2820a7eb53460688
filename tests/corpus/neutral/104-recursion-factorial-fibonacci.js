// Recursive functions: factorial, fibonacci (plain and memoised), mutual recursion.
function factorial(n) { return n <= 1 ? 1 : n * factorial(n - 1); }
console.log([0, 1, 5, 10, 20].map(factorial).join(' '));
console.log(factorial(25));
function fib(n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }
console.log(Array.from({ length: 15 }, (_, i) => fib(i)).join(','));
const memo = new Map();
function fastFib(n) {
  if (n < 2) return n;
  if (!memo.has(n)) memo.set(n, fastFib(n - 1) + fastFib(n - 2));
  return memo.get(n);
}
console.log(fastFib(78));
const isEven = (n) => (n === 0 ? true : isOdd(n - 1));
const isOdd = (n) => (n === 0 ? false : isEven(n - 1));
console.log(isEven(100), isOdd(7));
function depth(o) { return typeof o === 'object' && o ? 1 + Math.max(0, ...Object.values(o).map(depth)) : 0; }
console.log(depth({ a: { b: { c: {} } }, d: 1 }));
