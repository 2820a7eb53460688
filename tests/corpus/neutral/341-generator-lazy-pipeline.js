// Generators: a lazy map/filter/take pipeline over an infinite sequence pulls one value at a time.
function* naturals() {
  let n = 1;
  while (true) {
    console.log('produce', n);
    yield n++;
  }
}
function* map(iterable, fn) {
  for (const x of iterable) yield fn(x);
}
function* filter(iterable, pred) {
  for (const x of iterable) if (pred(x)) yield x;
}
function* take(iterable, count) {
  if (count <= 0) return;
  for (const x of iterable) {
    yield x;
    if (--count === 0) return;
  }
}
const squaresOfOdds = take(map(filter(naturals(), (n) => n % 2 === 1), (n) => n * n), 3);
console.log('nothing produced yet');
for (const v of squaresOfOdds) console.log('got', v);
console.log([...take(naturals(), 0)]);
// A pipeline stage that reduces.
function sum(iterable) {
  let total = 0;
  for (const x of iterable) total += x;
  return total;
}
console.log('sum', sum(take(map(naturals(), (n) => n * 10), 2)));
