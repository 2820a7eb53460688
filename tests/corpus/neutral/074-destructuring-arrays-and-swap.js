// Array destructuring: holes, defaults, rest, nested, and swapping variables.
const [a, , c = 'C', ...rest] = [1, 2, undefined, 4, 5];
console.log(a, c, rest);
let x = 'x', y = 'y';
[x, y] = [y, x];
console.log(x, y);
const [[p, q], [r]] = [[1, 2], [3]];
console.log(p + q + r);
const [d1 = 'd', d2 = d1 + '!'] = [];
console.log(d1, d2);
const arr = [10, 20, 30];
[arr[0], arr[2]] = [arr[2], arr[0]];
console.log(arr.join(','));
const [s1, s2] = new Set(['first', 'second', 'third']);
console.log(s1, s2);
const [only] = 'xyz';
console.log(only);
