// console.dir(value, options): Node inspects with { customInspect: false, ...options } (depth, sorted, maxArrayLength).
const util = require('util');
const o = { a: { b: { c: { d: {} } } } };
console.dir(o, { depth: 0 });
console.dir(o, { depth: null });
console.dir(o);
class P { [util.inspect.custom]() { return 'custom!'; } }
const p = new P(); p.x = 1;
console.dir(p);
console.log(p);
console.dir(p, { customInspect: true });
console.dir([1, 2, 3, 4, 5], { maxArrayLength: 2 });
console.dir('str');
console.dir({ b: 2, a: 1 }, { sorted: true });
