// Default parameters are evaluated at call time, only for undefined, and may use earlier params.
let calls = 0;
function nextId() { return ++calls; }
function f(a, b = a * 2, id = nextId()) {
  return [a, b, id].join('/');
}
console.log(f(1));
console.log(f(1, 5));
console.log(f(1, undefined, 'x'));
console.log(f(1, null));
console.log(f.length);
const greet = (name = 'world', punct = '!') => 'hello ' + name + punct;
console.log(greet(), greet('you'), greet(undefined, '?'));
function withObj({ x = 1, y = 2 } = {}) { return x + y; }
console.log(withObj(), withObj({ x: 10 }), withObj({ y: 0 }));
