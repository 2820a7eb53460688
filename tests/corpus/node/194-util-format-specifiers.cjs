// util.format: %s %d %i %f %j %o %O %c %% with matching and missing arguments, extra
// arguments appended with inspect, and the types each specifier converts.
const util = require('util');
const cases = [
  ['%s|%s|%s|%s', 'str', 42, -0, 12345678901234567890n],
  ['%s', Symbol('sym')], ['%s', null], ['%s', undefined], ['%s', [1, [2, [3]]]], ['%s', { a: { b: { c: 1 } } }],
  ['%s', new Error('boom').message], ['%s', class Foo {}], ['%s', function named() {}], ['%s', new Date(0)],
  ['%d|%d|%d|%d', '42', 4.5, '0x1f', 'abc'], ['%d', 10n], ['%d', {}], ['%d', -0],
  ['%i|%i|%i', 42.9, '-7.2', 'x'], ['%i', 99n],
  ['%f|%f|%f', '3.25', 'x', 1e21],
  ['%j', { a: [1, 'two'], b: undefined }], ['%j', 'text'],
  ['%o', [1, { deep: { deeper: { deepest: 1 } } }]],
  ['%O', { a: { b: { c: { d: 1 } } } }],
  ['%c%s', 'color: blue', 'after css'],
  ['100%% sure, %s%%', 50], ['%s and %s', 'only one'], ['%x %s', 'y'], ['no specifiers', 1, 'two', { three: 3 }],
  [42, 'not a format string', { a: 1 }], ['%s', 'a', 'b', 'c'], ['%%s %s', 'literal'], ['trailing %'], ['%', 1],
];
for (const args of cases) console.log(JSON.stringify(util.format(...args)));
console.log(util.format('%s', { toString() { return 'custom toString'; } }), util.format('%s', Object.create(null)));
console.log(util.formatWithOptions({ colors: false }, 'with options %d', 7));
