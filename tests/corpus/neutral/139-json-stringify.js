// JSON.stringify: nesting, skipped values, NaN to null, toJSON, replacer array and indentation.
const data = {
  s: 'text "quoted"', n: 1.5, b: true, nil: null, u: undefined, f() {}, sym: Symbol('x'),
  arr: [1, undefined, () => {}, NaN, Infinity, -0], nested: { deep: { deeper: [] } },
};
console.log(JSON.stringify(data));
console.log(JSON.stringify([undefined]), JSON.stringify(undefined), JSON.stringify('str'), JSON.stringify(null));
console.log(JSON.stringify({ when: { toJSON() { return 'custom'; } } }));
console.log(JSON.stringify({ a: 1, b: 2, c: { a: 3, z: 4 } }, ['a', 'c']));
console.log(JSON.stringify({ a: [1, { b: 2 }], e: {}, ea: [] }, null, 2));
console.log(JSON.stringify([1, [2]], null, '--'));
console.log(JSON.stringify('line\nbreak\ttab\u0001'), JSON.stringify({ 1: 'one', a: 'a' }));
