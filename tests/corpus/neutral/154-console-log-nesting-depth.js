// Objects nested deeper than two levels print as [Object] / [Array].
const deep = { l1: { l2: { l3: { l4: 'hidden' } } } };
console.log(deep);
console.log({ a: { b: { c: [1, 2] } } });
console.log([[[[1]]]]);
console.log([[[{}]]], [[[[]]]]);
console.log({ x: [{ y: { z: 1 } }] });
console.log({ a: { b: { c: {} } } });
