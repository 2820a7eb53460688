// BigInt errors by kind: mixing with Numbers, unary plus, >>>, division by zero,
// negative exponents, non-integral numbers, bad strings, new BigInt, JSON, Math.
const attempts = {
  mix: () => 1n + 1,
  mixMul: () => 2 * 3n,
  unaryPlus: () => +1n,
  unsignedShift: () => 8n >>> 1n,
  divideByZero: () => 1n / 0n,
  moduloZero: () => 1n % 0n,
  negativeExponent: () => 2n ** -1n,
  fraction: () => BigInt(1.5),
  nan: () => BigInt(NaN),
  badString: () => BigInt('12abc'),
  decimalString: () => BigInt('1.5'),
  undefinedValue: () => BigInt(undefined),
  newBigInt: () => new BigInt(1),
  json: () => JSON.stringify({ a: 1n }),
  math: () => Math.max(1n, 2n),
  radix: () => (10n).toString(37),
  asIntN: () => BigInt.asIntN(-1, 1n),
  typedMix: () => new BigInt64Array([1]),
  typedArrayMix: () => new BigInt64Array(new Int8Array(2)),
  hugeShift: () => 1n << (2n ** 40n),
};
for (const [name, attempt] of Object.entries(attempts)) {
  try {
    console.log(name, 'returned', attempt());
  } catch (e) {
    console.log(name, e.name, e instanceof TypeError, e instanceof RangeError, e instanceof SyntaxError);
  }
}
