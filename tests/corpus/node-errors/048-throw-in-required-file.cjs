// A required file throws at its top level: Node's report names that file and line, with the loader's frames between the two files.
console.log('main starts');
require('./thrower.cjs');
console.log('never printed');
// @file thrower.cjs
console.log('thrower runs');
const limit = 3;
if (limit > 2) throw new RangeError('limit too high: ' + limit);
