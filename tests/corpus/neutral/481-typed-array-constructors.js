// Typed array constructors: from a length, array-like, iterable, typed array or buffer + offset + length.
console.log(new Uint8Array(3), new Uint8Array([1, 2]), new Uint8Array({ length: 2, 0: 5 }));
console.log(new Int16Array(new Set([1, -1])), new Float32Array(new Int8Array([-1, 1])), new Uint8Array('12'.split('')));
const buffer = new ArrayBuffer(16);
const all = new Int32Array(buffer);
const part = new Int32Array(buffer, 4, 2);
const rest = new Uint16Array(buffer, 10);
part[0] = -1;
console.log(all, part.byteOffset, part.byteLength, rest.length, rest.byteOffset);
console.log(Uint8Array.BYTES_PER_ELEMENT, Float64Array.prototype.BYTES_PER_ELEMENT, new Int16Array(2).BYTES_PER_ELEMENT);
console.log(Object.getPrototypeOf(Int8Array) === Object.getPrototypeOf(Float64Array), Object.getPrototypeOf(Int8Array).name);
console.log(Uint8Array.name, Uint8Array.length, new Uint8Array(1) instanceof Object.getPrototypeOf(Uint8Array));
const attempts = [
  () => new Uint8Array(-1),
  () => new Int16Array(new ArrayBuffer(3)),
  () => new Int16Array(new ArrayBuffer(4), 1),
  () => new Int32Array(new ArrayBuffer(8), 12),
  () => new Int32Array(new ArrayBuffer(8), 4, 2),
  () => Uint8Array(2),
  () => new (Object.getPrototypeOf(Uint8Array))(),
  () => new ArrayBuffer(-5),
  () => new Uint8Array(2).set([1, 2, 3]),
  () => new Uint8Array(2).set([1], -1),
  () => new Uint8Array(0).reduce((x, y) => x + y),
  () => new Uint8Array(2).with(2, 0),
  () => Uint8Array.prototype.join.call([1, 2]),
  () => new Uint8Array(2).sort('not a function'),
];
for (const attempt of attempts) {
  try { console.log('ok', attempt()); } catch (e) { console.log(e.constructor.name); }
}
console.log(new Uint8Array(2.7).length, new Uint8Array('3').length, new Uint8Array(null).length, new Uint8Array().length);
