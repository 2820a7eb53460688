// Readable's operators (map, filter, take, drop, reduce, some, every, find, forEach,
// flatMap, toArray) on a small order list, each awaited in turn
const { Readable } = require('stream');
(async () => {
  console.log(await Readable.from([1, 2, 3, 4, 5]).map((x) => x * 2).filter((x) => x > 4).toArray());
  console.log(await Readable.from([1, 2, 3]).reduce((a, b) => a + b, 10), await Readable.from([1, 2, 3]).reduce((a, b) => a + b));
  console.log(await Readable.from([1, 2, 3, 4]).take(2).toArray(), await Readable.from([1, 2, 3, 4]).drop(3).toArray());
  console.log(await Readable.from([1, 2, 3]).some((x) => x > 2), await Readable.from([1, 2, 3]).every((x) => x > 2), await Readable.from([5, 6]).find((x) => x > 5));
  await Readable.from(['a', 'b']).forEach((x) => console.log('each', x));
  console.log(await Readable.from([1, 2]).flatMap((x) => [x, x]).toArray());
  console.log(await Readable.from(['x']).map(async (x) => x + '!').toArray());
})();
