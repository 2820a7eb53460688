// Special values inside containers: -0, NaN, undefined, null, empty strings, symbols, nested empties.
console.log([-0, 0, NaN, Infinity, -Infinity]);
console.log({ neg: -0, nan: NaN, u: undefined, n: null, e: '' });
console.log([Symbol('a'), Symbol(), Symbol.for('reg')]);
console.log({ a: {}, b: [], c: [[]], d: [{}] });
console.log([1e21, 1e-7, 0.1 + 0.2, 2 ** 53]);
console.log([true, 'true', 1, '1']);
