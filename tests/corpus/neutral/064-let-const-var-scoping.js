// Block scoping of let/const versus function scoping of var, and shadowing.
var v = 'outer var';
let l = 'outer let';
{
  var v = 'inner var';
  let l = 'inner let';
  const c = 'inner const';
  console.log(v, l, c);
}
console.log(v, l);
console.log(typeof c);
function f() {
  if (true) {
    var hoisted = 'function-scoped';
    let blockOnly = 'block';
  }
  console.log(hoisted, typeof blockOnly);
}
f();
for (var i = 0; i < 2; i++) {}
for (let j = 0; j < 2; j++) {}
console.log('i after loop', i, typeof j);
