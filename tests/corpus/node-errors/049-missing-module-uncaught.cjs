// An uncaught MODULE_NOT_FOUND from a nested require: Node's loader line, the message with its require stack.
console.log('main starts');
require('./lib/loader.cjs');
// @file lib/loader.cjs
console.log('loader runs');
module.exports = require('./helpers');
