// Generators: an id generator driven by next(), its iterator results and its end.
function* idGenerator(prefix, limit) {
  let n = 0;
  while (n < limit) {
    n += 1;
    yield `${prefix}-${n}`;
  }
  return 'no more ids';
}
const ids = idGenerator('user', 3);
console.log(ids.next());
console.log(ids.next().value, ids.next().value);
console.log(ids.next());
console.log(ids.next());
console.log(ids[Symbol.iterator]() === ids);
// A second generator object has its own state.
const a = idGenerator('a', 2);
const b = idGenerator('b', 2);
console.log(a.next().value, b.next().value, a.next().value, b.next().value);
console.log([...idGenerator('order', 4)]);
// next() before the generator ever ran starts the body: arguments are bound at the call.
function* withDefault(start = (console.log('default evaluated'), 10)) {
  console.log('body starts');
  yield start;
}
const w = withDefault();
console.log('created');
console.log(w.next(), w.next());
