// util.format / util.inspect of nested objects, Maps, Sets, class instances, errors with causes, circular structures
const util = require('util');
class Point { constructor(x, y) { this.x = x; this.y = y; } }
class Temp { #c = 21; get f() { return this.#c * 9 / 5 + 32; } }
class Empty {}
class Tagged { get [Symbol.toStringTag]() { return 'Special'; } }
const sym = Symbol('meta');
const nested = { level1: { level2: { level3: { level4: 'deep' } }, arr: [1, [2, [3, [4, [5]]]]] } };
const map = new Map([['a', 1], [{ k: 1 }, [1, 2]], [NaN, 'nan']]);
const set = new Set(['x', 42, null, undefined, { s: true }]);
const circ = { name: 'root', children: [] };
circ.self = circ; circ.children.push({ parent: circ, name: 'kid' });
const cases = {
  nested, map, set, circ,
  point: new Point(1, -0), temp: new Temp(), empty: new Empty(), tagged: new Tagged(),
  nullProto: Object.assign(Object.create(null), { a: 1 }),
  symbols: { [sym]: 'hidden?', 'key with space': 1, valid_id: 2, '3d': 3 },
  fns: { arrow: () => {}, named: function foo() {}, cls: Point, anon: function () {}, async: async function af() {}, gen: function* g() {} },
  prims: [1n, -0, 0.1, 1e21, NaN, Infinity, 'str', "it's", 'say "hi"', `both ' and "`, true, null, undefined],
  sparse: [1, , 3, , , 6],
  typed: new Uint8Array([1, 2, 300]), buf: Buffer.from('hi!'), date: new Date(Date.UTC(2024, 1, 29, 12, 30)),
  regex: /a+b/gi, bigArr: Array.from({ length: 120 }, (_, i) => i), longStr: 'x'.repeat(30),
  weird: { 'a-b': 1, __proto__x: 2, [Symbol.iterator]: 3, 10: 'ten', 2: 'two' },
  getter: { get g() { return 1; }, set s(v) {}, get gs() { return 2; }, set gs(v) {} },
};
for (const [k, v] of Object.entries(cases)) console.log(k.padEnd(9), util.inspect(v, { breakLength: 100 }));
console.log(util.inspect(nested, { depth: Infinity, compact: false }));
console.log(util.inspect(map, { showHidden: false, sorted: true }));
const err = new Error('outer failure', { cause: new TypeError('inner', { cause: 'root string cause' }) });
err.code = 'E_OUTER';
console.log(util.inspect(err).split('\n').filter(l => !l.trimStart().startsWith('at ') && !l.includes('lines matching')).join('\n'));
class HttpError extends Error { constructor(status) { super(`HTTP ${status}`); this.name = 'HttpError'; this.status = status; } }
const he = new HttpError(404);
he.stack = `${he.name}: ${he.message}\n    at fake (file.js:1:1)`;
console.log(util.inspect(he));
console.log(util.inspect({ e: he }, { depth: 0 }));
const fmtCases = [
  ['%s is %d years and %i days', 'Bob', 42.9, 3.7],
  ['%o vs %O', { a: [1, 2] }, { a: [1, 2] }],
  ['%j', { x: 1, y: 'two' }],
  ['%j', circ],
  ['%s', { toString() { return 'custom toString'; } }],
  ['%s %s', Symbol('s'), 12345678901234567890n],
  ['%d %d %d', '12px', '', {}],
  ['%f and %%', '3.5abc'],
  ['%c styled %s', 'color: red', 'text'],
  ['no placeholders', 1, 'two', { three: 3 }],
  ['%s', null, undefined, -0],
  [42, 'not a format string'],
];
for (const args of fmtCases) console.log(util.format(...args));
console.log(util.inspect('str'), util.inspect([['a', ['b', ['c', ['d']]]]]), util.inspect(new Map([[1, new Map([[2, new Map([[3, new Map()]])]])]])));
console.log(util.inspect(new Set([[1, 2], new Set([3])]), { compact: 1 }));
console.log(util.isDeepStrictEqual({ a: [1, { b: 2 }] }, { a: [1, { b: 2 }] }), util.isDeepStrictEqual([1], ['1']));
console.log(util.inspect(Object.defineProperty({}, 'hidden', { value: 1, enumerable: false }), { showHidden: true }));
console.log(util.types.isPromise(Promise.resolve()), util.inspect(Promise.resolve(5)), util.inspect(Promise.reject(new Error('r')).catch(() => {}) && 'x'), util.inspect(new Promise(() => {})));
