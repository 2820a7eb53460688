// util.inspect with compact: true (Node's older layout: entries packed after the brace, a
// wide value on the line after its key, long strings kept whole) and maxStringLength.
const util = require('util');
const o = { a: 1, b: 'x'.repeat(100), c: new Set([1,2]), d: [1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30], e: { f: { g: { h: 1 } } }, m: new Map([['k', {z: [1,2]}]]) };
console.log(util.inspect(o, { compact: true }));
console.log(util.inspect(o, { compact: true, breakLength: 40 }));
console.log(util.inspect(o, { compact: true, depth: 0 }));
console.log(util.inspect([o, o.c], { compact: true, breakLength: 60 }));
console.log(util.inspect('abc\ndef'.repeat(20), { compact: true }));
console.log(util.inspect({ s: 'abc\ndef'.repeat(20) }, { compact: false }));
console.log(util.inspect(o, { maxStringLength: 4, compact: 1 }));
class P { constructor() { this.x = { y: [1, { z: 2 }] }; } }
console.log(util.inspect(new P(), { compact: true, breakLength: 10 }));
