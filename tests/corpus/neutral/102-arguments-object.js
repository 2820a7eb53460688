// The arguments object: length, indexing, not an array, absent in arrows.
function show() {
  console.log(arguments.length, arguments[0], arguments[2], Array.isArray(arguments));
  return Array.from(arguments).join('|');
}
console.log(show('a', 'b', 'c'));
console.log(show());
function sumAll() {
  let s = 0;
  for (let i = 0; i < arguments.length; i++) s += arguments[i];
  return s;
}
console.log(sumAll(1, 2, 3, 4));
function outer() {
  const arrow = () => arguments[0];
  return arrow('ignored');
}
console.log(outer('outer arg'));
function toArr() { return [...arguments]; }
console.log(toArr(1, [2], '3').length);
