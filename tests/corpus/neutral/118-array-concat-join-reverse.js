// concat flattens one level of array arguments; join with separators; reverse is in place.
const a = [1, 2];
const b = a.concat(3, [4, 5], [[6]]);
console.log(b, a);
console.log(b.length, b[5]);
console.log([1, 2, 3].join(), [1, 2, 3].join(' - '), [1, 2, 3].join(''));
console.log([null, undefined, 1, [2, 3]].join('|'));
const r = ['x', 'y', 'z'];
const same = r.reverse();
console.log(r, same === r);
console.log('abc'.split('').reverse().join(''));
console.log([].join('x') === '', [[]].join() === '');
