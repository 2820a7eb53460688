// Arrays of objects: short ones stay on one line, longer ones break one element per line.
console.log([{ a: 1 }, { b: 2 }]);
console.log([{ id: 1, name: 'alpha' }, { id: 2, name: 'beta' }, { id: 3, name: 'gamma' }]);
console.log([[1, 2], [3, 4], [5, 6], [7, 8], [9, 10], [11, 12], [13, 14]]);
console.log([{ x: 1 }, { x: 2 }, { x: 3 }, { x: 4 }, { x: 5 }, { x: 6 }, { x: 7 }]);
console.log(Array.from({ length: 8 }, (_, i) => 'item-' + i));
