// Array.from (string, Set, Map, {length}, map function), Array.of and Array.isArray.
console.log(Array.from('héllo'));
console.log(Array.from(new Set([3, 3, 1])), Array.from(new Map([['k', 'v']])));
console.log(Array.from({ length: 4 }, (_, i) => i * i));
console.log(Array.from({ length: 2, 0: 'a', 1: 'b' }), Array.from({ length: 3 }));
console.log(Array.from([1, 2, 3], (x) => x * 2));
console.log(Array.of(7), Array.of(1, 2, 3), new Array(3).length, new Array(3, 4));
console.log(Array.isArray([]), Array.isArray({ length: 0 }), Array.isArray('abc'), Array.isArray(new Array()));
