// ** is right-associative, binds tighter than unary-minus on its right, and has **= .
console.log(2 ** 10, 2 ** -1, 2 ** 0.5 === Math.SQRT2);
console.log(2 ** 3 ** 2, (2 ** 3) ** 2);
console.log((-2) ** 2, (-2) ** 3, -(2 ** 2));
let v = 3;
v **= 3;
console.log(v);
console.log(0 ** 0, NaN ** 0, 1 ** Infinity, 10 ** 21, 10 ** -7);
console.log(Math.pow(4, 0.5), 4 ** 0.5);
