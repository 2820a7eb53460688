// var declarations hoist as undefined; function declarations hoist with their body.
console.log(typeof early, early);
var early = 'assigned';
console.log(early);
console.log(hoistedFn());
function hoistedFn() { return 'function declaration is callable before its line'; }
console.log(typeof notYet);
var notYet = function () { return 'expression'; };
console.log(notYet());
function outer() {
  console.log('inner sees', typeof inner, x);
  var x = 10;
  function inner() {}
  return x;
}
console.log(outer());
