// The arguments object prints as [Arguments] { ... }; array-likes print as plain objects.
function f() { console.log(arguments); }
f(1, 'two');
f();
f([1], { a: 1 });
const arrayLike = { length: 2, 0: 'a', 1: 'b' };
console.log(arrayLike, Array.from(arrayLike));
console.log(Object.entries({ k: 'v' }), Object.keys(['x', 'y']));
