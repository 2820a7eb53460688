// module.exports = … replaces what require() returns; exports = … does not; the wrapper's own names.
const Counter = require('./counter.cjs');
const c = new Counter();
c.add(); c.add();
console.log('Counter is a class:', typeof Counter, c.count);
const broken = require('./broken.cjs');
console.log('exports = {} is lost:', broken, Object.keys(broken));
const both = require('./both.cjs');
console.log('both:', both);
const info = require('./info.cjs');
console.log(info);
console.log('main module:', require.main === module, module.id, module.loaded, module.parent);
// @file counter.cjs
class Counter {
  constructor() { this.count = 0; }
  add() { this.count++; }
}
module.exports = Counter;
// @file broken.cjs
exports = { lost: true };
exports.alsoLost = 1;
// @file both.cjs
exports.first = 1;
module.exports = { second: 2 };
exports.third = 3;
// @file info.cjs
const path = require('path');
module.exports = {
  thisIsExports: this === module.exports,
  file: path.basename(__filename),
  dirIsMains: __dirname === path.dirname(require.main.filename),
  id: path.basename(module.id),
  loaded: module.loaded,
  parentIsMain: module.parent === require.main,
  wrapperArgs: arguments.length,
};
