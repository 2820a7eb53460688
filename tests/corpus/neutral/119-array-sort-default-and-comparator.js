// Default sort compares strings (so 10 < 9), undefined goes last; comparators and stability.
console.log([10, 9, 1, 100, 25].sort());
console.log([10, 9, 1, 100, 25].sort((a, b) => a - b));
console.log([10, 9, 1, 100, 25].sort((a, b) => b - a));
console.log(['banana', 'Apple', 'cherry', 'apple'].sort());
console.log([3, undefined, 1, undefined, 2].sort());
const people = [
  { n: 'a', age: 30 }, { n: 'b', age: 25 }, { n: 'c', age: 30 }, { n: 'd', age: 25 },
];
console.log(people.sort((x, y) => x.age - y.age).map((p) => p.n).join(''));
const arr = [3, 1, 2];
console.log(arr.sort() === arr, [true, false].sort());
