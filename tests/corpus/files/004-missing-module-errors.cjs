// A module that is not there: MODULE_NOT_FOUND with Node's message and require stack.
function show(what, fn) {
  try {
    fn();
  } catch (e) {
    console.log(what + ':', e.code, JSON.stringify(e.message));
    console.log('  requireStack:', e.requireStack, Object.keys(e));
  }
}
show('relative', () => require('./nope'));
show('with extension', () => require('./nope.js'));
show('a package', () => require('not-a-package'));
show('outside the folder', () => require('../../no-such-file-outside'));
show('from a required file', () => require('./sub/loader.cjs'));
show('again (not cached)', () => require('./sub/loader.cjs'));
console.log('lib.cjs is not found as ./lib:', (() => { try { return require('./lib'); } catch (e) { return e.code; } })());
// @file sub/loader.cjs
console.log('loader runs');
require('./missing-helper');
// @file lib.cjs
module.exports = 1;
