// Comma, ternary (nested), void and typeof on every kind of value.
let a = (1, 2, 3);
console.log(a);
let i = 0, j = 10;
for (; i < j; i++, j--);
console.log(i, j);
const grade = (n) => n >= 90 ? 'A' : n >= 80 ? 'B' : n >= 70 ? 'C' : 'F';
console.log([95, 85, 75, 10].map(grade).join(''));
console.log(void 0, void 'anything', void (a = 99), a);
const values = [1, 'x', true, undefined, null, {}, [], () => {}, class {}, Symbol('s'), NaN];
console.log(values.map((v) => typeof v).join(' '));
console.log(typeof typeof 1, typeof undeclaredVariable);
