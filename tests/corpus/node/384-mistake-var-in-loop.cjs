// Bug: `var` in a loop shares one binding across all the callbacks.
for (var i = 0; i < 3; i++) {
  setTimeout(() => console.log('var i =', i), 0);
}
for (let j = 0; j < 3; j++) {
  setTimeout(() => console.log('let j =', j), 0);
}
for (var k = 0; k < 3; k++) {
  ((k) => setTimeout(() => console.log('IIFE k =', k), 0))(k);
}
for (var m = 0; m < 3; m++) {
  setTimeout(console.log, 0, 'extra arg m =', m);
}
const handlers = [];
for (var n = 0; n < 3; n++) handlers.push(function () { return n; });
console.log('handlers return', handlers.map((h) => h()));
console.log('i leaked to function scope:', typeof i, i);
try {
  console.log(typeof j);
  console.log(j);
} catch (e) {
  console.log(e.name + ': ' + e.message);
}
// hoisting surprise
console.log('hoisted var:', hoisted);
var hoisted = 'value';
try { console.log(tdz); } catch (e) { console.log(e.name + ': ' + e.message); }
let tdz = 1;
