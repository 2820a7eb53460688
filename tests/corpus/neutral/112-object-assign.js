// Object.assign copies own enumerable properties left to right and returns the target.
const target = { a: 1 };
const result = Object.assign(target, { b: 2 }, null, { a: 'overwritten', c: 3 }, undefined);
console.log(result === target, target);
const withGetter = { get now() { return 'getter value'; } };
const copied = Object.assign({}, withGetter);
console.log(Object.getOwnPropertyDescriptor(copied, 'now').value);
console.log(Object.assign({}, 'ab', [9]));
const defaults = { color: 'red', size: 'M' };
const options = Object.assign({}, defaults, { size: 'L' });
console.log(options, defaults.size);
