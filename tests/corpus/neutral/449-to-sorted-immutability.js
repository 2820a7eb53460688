// toSorted/toReversed/toSpliced/with return new arrays; sort/reverse/splice change the original.
const scores = [30, 10, 20];
const sorted = scores.toSorted((a, b) => a - b);
console.log(sorted, scores, sorted !== scores);
const inPlace = scores.sort((a, b) => a - b);
console.log(inPlace === scores, scores);
const letters = ['c', 'a', 'b'];
console.log(letters.toReversed(), letters.toSpliced(1, 1, 'x', 'y'), letters.with(0, 'z'), letters);
console.log([, 1].toSorted(), [3, undefined, 1].toSorted());
try { letters.with(5, 'no'); } catch (e) { console.log(e.name); }
console.log(letters.with(-1, 'last'), letters.at(-1), letters.at(5));
const tasks = [{ id: 1, done: true }, { id: 2, done: false }, { id: 3, done: true }, { id: 4, done: false }];
console.log(tasks.findLast((t) => t.done), tasks.findLastIndex((t) => t.done), tasks.findLast((t) => t.id > 9));
console.log(tasks.findLastIndex((t) => t.id > 9), [1, [2, [3, [4]]]].flat(Infinity), [1, 2].flatMap((x) => [x, x * 10]));
console.log(Array.from({ length: 3 }, (_, i) => i * i), Array.from(new Set('abca')), Array.from('hi', (c) => c + c), Array.of(7, 8));
console.log([1, 2, 3, 4, 5].copyWithin(0, 3), new Array(3).fill('-'), [...['x', 'y'].entries()], [...'ab'.split('').keys()]);
