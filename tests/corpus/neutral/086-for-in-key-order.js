// for-in and Object.keys order: integer-like keys ascending, then strings in insertion order.
const obj = { b: 1, 10: 'ten', a: 2, 2: 'two', '-1': 'neg', 1.5: 'frac', '01': 'zero-one', 0: 'zero' };
const keys = [];
for (const k in obj) keys.push(k);
console.log(keys.join(' '));
console.log(Object.keys(obj).join(' ') === keys.join(' '));
const proto = { inherited: true };
const child = Object.create(proto);
child.own = 1;
const seen = [];
for (const k in child) seen.push(k + (child.hasOwnProperty(k) ? '(own)' : '(inherited)'));
console.log(seen.join(' '));
const arr = ['x', 'y'];
arr.extra = 'z';
for (const i in arr) console.log(i, typeof i);
