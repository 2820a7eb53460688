// Sloppy functions alias arguments[i] and their parameters; strict ones and non-simple parameter lists do not.
function legacySum(a, b) {
  if (arguments.length < 2) b = 0;          // changes arguments[1]? only if it was passed
  arguments[0] = a * 10;                     // changes a
  return [a, b, arguments[0], arguments[1], arguments.length];
}
console.log(legacySum(1, 2), legacySum(3));
function strictOne(a) { 'use strict'; a = 'changed'; return arguments[0]; }
console.log(strictOne('kept'));
function withDefault(a, b = 1) { a = 'changed'; return arguments[0]; }
console.log(withDefault('kept'));
function unlinkByDelete(a) { delete arguments[0]; arguments[0] = 'new'; return [a, arguments[0]]; }
console.log(unlinkByDelete('old'));
function unlinkByFreeze(a) { Object.defineProperty(arguments, 0, { writable: false }); a = 2; return [a, arguments[0]]; }
console.log(unlinkByFreeze(1));
function lastDuplicateWins(x, x) { x = 'last'; return [arguments[0], arguments[1]]; }
console.log(lastDuplicateWins('first', 'second'));
function selfRef() { return arguments.callee === selfRef; }
console.log(selfRef());
function strictCallee() { 'use strict'; try { arguments.callee; } catch (e) { return e instanceof TypeError; } }
console.log(strictCallee());
const toArray = function () { return Array.prototype.slice.call(arguments); };
console.log(toArray(1, 'two', [3]), Object.prototype.toString.call((function () { return arguments; })()));
