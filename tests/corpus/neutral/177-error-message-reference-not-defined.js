// Reading an undeclared variable throws ReferenceError "x is not defined"; typeof does not.
try {
  console.log(x);
} catch (e) {
  console.log(e.name, e instanceof ReferenceError);
  console.log(e.message);
}
try {
  undeclaredFn();
} catch (e) {
  console.log(e.message);
}
console.log(typeof alsoUndeclared);
function inner() { return missingInside + 1; }
try { inner(); } catch (e) { console.log(String(e)); }
