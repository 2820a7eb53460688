// new Function(): the parameters and the body must each parse on their own.
const tries = [
  ['a /*', '*/ b', 'return 1'],
  ['a', '}); (function(){'],
  ['/*', '*/ a) { return a'],
  ['a, b', 'return a + b'],
  ['a) { return 1 } (b', 'return 2'],
  ['a = 1, ...rest', 'return a + rest.length'],
  ['{x, y}', 'return x * y'],
];
for (const t of tries) {
  try { const f = new Function(...t); console.log('ok', f.length, String(f(2, 3, 4)), f.toString().split('\n').length); }
  catch (e) { console.log(e.constructor.name); }
}
console.log(new Function('{x, y}', 'return x * y')({x: 6, y: 7}));
