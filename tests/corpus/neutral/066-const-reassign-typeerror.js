// Assigning to a const binding throws a TypeError; mutating the object it holds is fine.
const obj = { n: 1 };
obj.n = 2;
obj.extra = true;
console.log(obj.n, obj.extra);
try {
  obj = {};
} catch (e) {
  console.log('reassign:', e.name, e instanceof TypeError);
}
const arr = [1];
arr.push(2);
console.log(arr.length);
try {
  for (const i = 0; i < 2; i++) {}
} catch (e) {
  console.log('const loop counter:', e.name);
}
