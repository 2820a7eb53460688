// Arrays print as [ a, b ]; empty and nested arrays; holes; extra properties.
console.log([1, 2, 3]);
console.log([]);
console.log([[]], [[1, 2], [3]]);
console.log([null, undefined, true, -0, NaN]);
const holes = [1, , 3];
console.log(holes, new Array(3), [, 'x']);
const extra = [1, 2];
extra.label = 'tagged';
console.log(extra);
console.log([['a', ['b', ['c', ['d']]]]]);
