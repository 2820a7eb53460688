// finally runs after return; a return in finally overrides the try/catch result.
const log = (s) => console.log(s);
function tryReturns() {
  try { log('try'); return 'from try'; } finally { log('finally runs after return expression'); }
}
function finallyOverrides() {
  try { return 'try value'; } finally { return 'finally value'; }
}
function finallySwallowsThrow() {
  try { throw new Error('lost'); } finally { return 'swallowed'; }
}
function catchThenFinally() {
  try { throw 1; } catch (e) { return 'catch ' + e; } finally { log('cleanup'); }
}
let counter = 0;
function returnedValueIsSnapshot() {
  try { return counter; } finally { counter = 100; }
}
log(tryReturns());
log(finallyOverrides());
log(finallySwallowsThrow());
log(catchThenFinally());
log(returnedValueIsSnapshot() + ' then ' + counter);
