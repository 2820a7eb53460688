// Object destructuring: renaming, defaults, nested patterns, computed keys, rest.
const user = { id: 7, name: 'Ada', tags: ['x', 'y'], address: { city: 'London' } };
const { id, name: fullName, role = 'guest', address: { city } } = user;
console.log(id, fullName, role, city);
const key = 'tags';
const { [key]: [firstTag] } = user;
console.log(firstTag);
const { id: _id, ...rest } = user;
console.log(Object.keys(rest).join(','));
let a, b;
({ a, b = 'default b' } = { a: 'A', b: undefined });
console.log(a, b);
const { length } = 'four';
console.log(length);
const { missing: { inner } = { inner: 'fallback' } } = {};
console.log(inner);
try {
  const { x } = null;
} catch (e) {
  console.log('destructuring null:', e instanceof TypeError);
}
