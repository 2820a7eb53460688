// A pixel buffer in a Uint8ClampedArray: brightening clamps, halves round to even.
const width = 3, height = 2;
const pixels = new Uint8ClampedArray(width * height * 4);
for (let i = 0; i < width * height; i++) {
  pixels.set([i * 50, 255 - i * 40, 128, 255], i * 4);
}
console.log(pixels.length, pixels.byteLength);
const brighter = pixels.map(v => v * 1.5);
console.log(brighter.subarray(0, 8));
const darker = pixels.map(v => v - 100);
console.log(darker.subarray(0, 8));
console.log(new Uint8ClampedArray([0.5, 1.5, 2.5, 3.5, 254.5, 255.5, -0.5, NaN, Infinity]));
const gray = new Uint8ClampedArray(width * height);
for (let p = 0; p < gray.length; p++) {
  const [r, g, b] = pixels.subarray(p * 4, p * 4 + 3);
  gray[p] = 0.299 * r + 0.587 * g + 0.114 * b;
}
console.log(gray);
const plain = new Uint8Array(2);
plain[0] = 300; plain[1] = -1;
const clamped = new Uint8ClampedArray(2);
clamped[0] = 300; clamped[1] = -1;
console.log(plain, clamped);
