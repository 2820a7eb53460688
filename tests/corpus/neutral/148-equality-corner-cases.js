// Loose == versus strict === on mixed types, and Object.is.
const pairs = [
  [0, ''], [0, '0'], ['', '0'], [null, undefined], [null, 0], [undefined, 0],
  [NaN, NaN], [false, 'false'], [false, '0'], [[], ''], [[1], 1], [[1, 2], '1,2'],
  ['1', 1], [true, 1], [true, 2], [{}, '[object Object]'], [-0, 0],
];
for (const [a, b] of pairs) {
  console.log(JSON.stringify(a), JSON.stringify(b), a == b, a === b, Object.is(a, b));
}
console.log(null == false, undefined == null, null === null);
