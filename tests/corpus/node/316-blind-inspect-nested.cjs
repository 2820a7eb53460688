class Point {
  constructor(x, y) { this.x = x; this.y = y; }
}
class Empty {}
const data = {
  name: 'demo',
  points: [new Point(1, 2), new Point(3, 4)],
  empty: new Empty(),
  deep: { a: { b: { c: { d: { e: 1 } } } } },
  map: new Map([['k1', { v: [1, 2, 3] }], ['k2', null]]),
  set: new Set(['a', 'b']),
  sym: Symbol('tag'),
  [Symbol('key')]: 'symbol-keyed',
  fn: function namedFn() {},
  arrow: () => {},
  nums: Array.from({ length: 120 }, (_, i) => i),
  str: 'it\'s "quoted"',
  long: 'x'.repeat(30),
  nul: null,
  undef: undefined,
  big: 123n,
  date: null,
  re: /ab+c/gi,
  nested: [[1, [2, [3, [4, [5]]]]]],
  sparse: [1, , 3],
};
console.log(data);
console.log([data.points, 'str', 42, true]);
console.log({ a: 1, b: 'two', c: [3] });
console.log(new Map(), new Set(), [], {}, [[]], { x: {} });
console.log(Object.create(null), Object.assign(Object.create(null), { z: 1 }));
console.log(['a'.repeat(20), 'b'.repeat(20), 'c'.repeat(20), 'd'.repeat(20)]);
console.log('%s is %d years and %i, %o %j', 'Ann', 42.5, 42.5, { a: 1 }, { b: 2 });
console.log(-0, [-0], 1e21, [1e21, 0.1]);
