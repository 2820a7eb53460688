// require() of the program's own files: each file runs once (the cache), a cycle sees the partial exports.
const a = require('./a.js');
const b = require('./b');
console.log('main: a.done=%j, b.done=%j', a.done, b.done);
console.log('same object again:', require('./a') === a, require('./a.js') === a);
console.log('cached under its full name:', require.cache[require.resolve('./a')].exports === a);
console.log('children:', module.children.map((m) => require('path').basename(m.filename)));
console.log('a ran', globalThis.aRuns, 'time(s)');
// @file a.js
globalThis.aRuns = (globalThis.aRuns || 0) + 1;
console.log('a starting');
exports.done = false;
const b = require('./b.js');
console.log('in a, b.done = %j', b.done);
exports.done = true;
console.log('a done');
// @file b.js
console.log('b starting');
exports.done = false;
const a = require('./a.js');
console.log('in b, a.done = %j (a is still loading)', a.done);
exports.done = true;
console.log('b done');
