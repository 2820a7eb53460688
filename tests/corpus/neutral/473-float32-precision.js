// Float32Array rounds to single precision; Float64Array keeps doubles.
const f32 = new Float32Array([0.1, 0.2, 0.3, 1 / 3, 16777217, 1e39, -1e-46, 3.4028235e38]);
console.log(f32);
console.log(f32[0] + f32[1] === f32[2], 0.1 + 0.2 === 0.3);
console.log(f32[0] === Math.fround(0.1), f32[4] === 16777216);
const f64 = Float64Array.from(f32);
console.log(f64.subarray(0, 3));
const sum32 = new Float32Array(1);
for (let i = 0; i < 1000; i++) sum32[0] += 0.1;
let sum64 = 0;
for (let i = 0; i < 1000; i++) sum64 += 0.1;
console.log(sum32[0], sum64);
const bits = new Uint32Array(new Float32Array([1, -2, 0.5, NaN, -0]).buffer);
console.log(Array.from(bits, b => b.toString(16)));
const fromBits = new Float32Array(new Uint32Array([0x3f800001, 0x7f800000, 0xff800000]).buffer);
console.log(fromBits);
console.log(new Float64Array([-0, 0, NaN]).includes(NaN), new Float64Array([NaN]).indexOf(NaN));
console.log(Float32Array.BYTES_PER_ELEMENT, Float64Array.BYTES_PER_ELEMENT, f32.byteLength);
