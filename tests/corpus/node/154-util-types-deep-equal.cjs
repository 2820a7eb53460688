// util.types by internal slot, util.isDeepStrictEqual, util.format specifiers and
// util.inspect options
const util = require('util');
const { types } = util;
const samples = {
  regexp: /x/g, date: new Date(0), promise: Promise.resolve(1), map: new Map(), set: new Set(),
  weakmap: new WeakMap(), proxy: new Proxy({}, {}), error: new TypeError('t'), u8: new Uint8Array(2),
  f64: new Float64Array(1), ab: new ArrayBuffer(4), dv: new DataView(new ArrayBuffer(2)),
  asyncFn: async () => {}, genFn: function* () {}, boxed: Object(3), plain: {}, fakeDate: Object.create(Date.prototype),
};
const checks = ['isRegExp', 'isDate', 'isPromise', 'isMap', 'isSet', 'isWeakMap', 'isProxy', 'isNativeError', 'isTypedArray',
  'isUint8Array', 'isFloat64Array', 'isArrayBuffer', 'isDataView', 'isAsyncFunction', 'isGeneratorFunction', 'isBoxedPrimitive', 'isNumberObject'];
for (const [name, v] of Object.entries(samples)) console.log(name.padEnd(9), checks.filter((c) => types[c](v)).join(' ') || '-');
console.log(types.isGeneratorObject((function* () {})()), types.isMapIterator(new Map().keys()), types.isSetIterator(new Set().values()), types.isMapIterator([].values()));
(function () { console.log(types.isArgumentsObject(arguments), types.isArgumentsObject([])); })();

const eq = util.isDeepStrictEqual;
console.log(eq({ a: [1, { b: 2 }] }, { a: [1, { b: 2 }] }), eq([1], ['1']), eq(0, -0), eq(NaN, NaN));
console.log(eq(new Map([[1, { x: 1 }]]), new Map([[1, { x: 1 }]])), eq(new Set([{ a: 1 }, 2]), new Set([2, { a: 1 }])), eq(new Set([1]), new Set([2])));
console.log(eq(new Date(5), new Date(5)), eq(/a/g, /a/i), eq(Object.create(null), {}), eq([1, , 3], [1, undefined, 3]));
const cyc1 = { name: 'c' }; cyc1.self = cyc1;
const cyc2 = { name: 'c' }; cyc2.self = cyc2;
console.log(eq(cyc1, cyc2), eq(Buffer.from('ab'), Buffer.from('ab')), eq(new Uint8Array([1]), new Uint8Array([2])));

console.log(util.format('%s|%d|%i|%f|%j|%%|%c.', 'str', '42', 42.9, '1.5', { j: [1] }, 'color: red'));
console.log(util.format('%s', { nested: { deep: { deeper: 1 } } }), util.format('%d', 10n), util.format('%i', '0x10'), util.format('%s %s', 'only one'));
console.log(util.format('%o', { f() {}, a: [1] }));
console.log(util.format('%O', { a: { b: { c: { d: {} } } } }), util.format(1, 2, '3'), util.format('%s', Symbol('s')));
const order = { zeta: 1, alpha: { y: 2, b: 3 }, mid: [3, 1] };
console.log(util.inspect(order, { sorted: true }));
console.log(util.inspect(order, { compact: false, breakLength: 80 }));
console.log(util.inspect(order, { depth: 0 }), util.inspect('q', { colors: false }));
console.log(util.inspect({ list: Array.from({ length: 30 }, (_, i) => i) }, { breakLength: Infinity }));
