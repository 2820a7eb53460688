// Generators: every iterating builtin and syntax consumes them (and closes them when it stops early).
function* nums(label) {
  try {
    yield 3;
    yield 1;
    yield 2;
  } finally {
    console.log(`${label}: finished`);
  }
}
console.log(Array.from(nums('from'), (x) => x * 2));
console.log(Math.max(...nums('spread args')));
console.log(new Set(nums('set')).size, new Map([...nums('map')].map((x) => [x, x])).get(2));
const [first, ...rest] = nums('rest');
console.log(first, rest);
const [only] = nums('one element');
console.log(only);
console.log(Object.fromEntries((function* () { yield ['a', 1]; yield ['b', 2]; })()));
function* promises() {
  yield Promise.resolve('p1');
  yield 'v2';
}
Promise.all(promises()).then((v) => console.log('all', v));
Promise.race(promises()).then((v) => console.log('race', v));
Promise.allSettled(promises()).then((v) => console.log('allSettled', v.length));
Promise.any(promises()).then((v) => console.log('any', v));
const entries = (function* () { yield* Object.entries({ x: 1, y: 2 }); })();
for (const [k, v] of entries) console.log(k, v);
console.log([...'ab'].map(function* (c) { yield c; }).map((g) => g.next().value));
