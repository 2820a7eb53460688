// console.log of objects and arrays nested 10 000 deep: Node shows two levels and [Object]/[Array] below.
let obj = { leaf: true };
for (let i = 0; i < 10000; i++) obj = { level: i, child: obj };
console.log(obj);
let arr = ['leaf'];
for (let i = 0; i < 10000; i++) arr = [i, arr];
console.log(arr);
const list = { value: 0, next: null };
let tail = list;
for (let i = 1; i < 10000; i++) tail = tail.next = { value: i, next: null };
console.log('list', list);
let depth = 0;
for (let n = obj; n.child; n = n.child) depth++;
let sum = 0;
for (let n = list; n; n = n.next) sum += n.value;
console.log('walked', depth, 'sum', sum);
console.log([obj, arr], { a: { b: obj } });
