// console.log of typed arrays, buffers and views, alone and nested, short and long.
console.log(new Int8Array([-1, 2, -3]), new Uint16Array(0), new Float64Array([1.5, -0, NaN, Infinity]));
console.log([new Uint8Array(2), new ArrayBuffer(3)]);
console.log({ pixels: new Uint8ClampedArray([1, 2, 3]), header: new DataView(new ArrayBuffer(2)) });
console.log(new Uint32Array(130).map((_, i) => i * 1000));
console.log(new Int32Array(12).fill(-5));
const buf = new ArrayBuffer(120);
new Uint8Array(buf).forEach((_, i, a) => { a[i] = i; });
console.log(buf);
console.log(new ArrayBuffer(101));
console.log({ nested: { deeper: { buffers: [new Float32Array([0.5])] } } });
class Samples extends Int16Array {}
const s = new Samples([1, 2]);
console.log(s, s instanceof Int16Array, s.constructor.name);
const tagged = new Uint8Array([9]);
tagged.label = 'x';
console.log(tagged);
const empty = new Uint8Array(0);
empty.note = 1;
console.log(empty, new SharedArrayBuffer(2));
console.log(String(new Uint8Array([1, 2, 3])), `${new Float32Array([0.5, 2])}`);
console.log(Object.prototype.toString.call(new ArrayBuffer(1)), Object.prototype.toString.call(new DataView(new ArrayBuffer(1))));
console.log(JSON.stringify({ a: new Uint8Array([1, 2]), b: new ArrayBuffer(2) }));
