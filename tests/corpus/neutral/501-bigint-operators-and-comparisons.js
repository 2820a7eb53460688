// BigInt operators: division truncates, % keeps the dividend's sign, shifts, bitwise on
// negatives (two's complement), comparisons and equality with Numbers and Strings.
console.log(7n / 2n, -7n / 2n, 7n % 3n, -7n % 3n, 7n % -3n);
console.log(1n << 64n, -1n << 3n, 256n >> 4n, -5n >> 1n, -1n >> 100n, 5n << -1n);
console.log(5n & 3n, 5n | -8n, -6n ^ 3n, ~0n, ~-1n, -(-5n), -0n);
console.log(1n < 2, 2n > 1.5, 1n == 1, 1n === 1, 1n == '1', 0x10n == '16', 1n < '2', 2n > 'abc');
console.log(10n > 9.999, 10n >= 10, -1n < -0.5, 1n < Infinity, 1n > -Infinity, 1n < NaN, 1n >= NaN);
console.log(2n ** 64n == 18446744073709551616, 2n ** 64n === 2n ** 64n, [0n, -0n].map(Object.is.bind(null, 0n)));
console.log(0n ? 'truthy' : 'falsy', 1n ? 'truthy' : 'falsy', !0n, !!-1n, 0n || 'or', 1n && 'and');
let i = 10n;
i++; ++i; i--; i += 5n; i *= 2n; i **= 2n; i >>= 1n;
console.log(i, typeof i);
const sorted = [3n, -1n, 10n, 2n].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
console.log(sorted, [1, 2n, 3].includes(2n), [1n, 2n].indexOf(2n));
console.log(new Set([1n, 1n, 2n, BigInt(1)]).size, new Map([[5n, 'five']]).get(5n));
switch (2n) {
  case 2: console.log('matched the number'); break;
  case 2n: console.log('matched the bigint'); break;
}
console.log(typeof Object(1n), Object(1n) == 1n, Object(1n) === 1n, [Object(3n)], { w: Object(-2n) });
