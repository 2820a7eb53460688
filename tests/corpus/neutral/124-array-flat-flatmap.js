// flat with default and explicit depth, Infinity, and flatMap.
const nested = [1, [2, [3, [4, [5]]]]];
console.log(nested.flat());
console.log(nested.flat(2));
console.log(nested.flat(Infinity));
console.log([[1, 2], [], [3]].flat(), [1, 2].flat());
console.log(['a b', 'c'].flatMap((s) => s.split(' ')));
console.log([1, 2, 3].flatMap((n) => [n, n * 10]));
console.log([1, 2].flatMap((n) => [[n]]));
