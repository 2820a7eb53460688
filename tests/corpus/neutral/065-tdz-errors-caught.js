// Reading a let/const/class binding before its declaration throws a ReferenceError (TDZ).
function tryIt(label, fn) {
  try {
    console.log(label, 'ok', fn());
  } catch (e) {
    console.log(label, e.name, e instanceof ReferenceError);
  }
}
tryIt('let', () => { const r = x; let x = 1; return r; });
tryIt('const', () => { const r = y + 1; const y = 2; return r; });
tryIt('class', () => { const r = new K(); class K {} return r; });
tryIt('typeof in TDZ', () => { const t = typeof z; let z; return t; });
tryIt('after declaration', () => { let w = 5; return w; });
tryIt('typeof undeclared', () => typeof notDeclaredAnywhere);
tryIt('default param', () => (function (a = b, b = 1) { return a; })());
