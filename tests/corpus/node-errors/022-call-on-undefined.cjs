function f() { return g(); }
function g() { return undefined.call(); }
f();
