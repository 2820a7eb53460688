// Writing length truncates or extends an array; assigning past the end extends it.
const a = [1, 2, 3, 4, 5];
a.length = 2;
console.log(a, a.length, a[3]);
a.length = 0;
console.log(a, a[0]);
const b = ['x'];
b[4] = 'y';
console.log(b.length, b[2], 2 in b);
const c = [1, 2, 3];
c.length = 5;
console.log(c.length, c.indexOf(undefined), c.includes(undefined));
const last = [9, 8, 7];
console.log(last[last.length - 1], last.at(-1), last.at(-4), last.at(0));
