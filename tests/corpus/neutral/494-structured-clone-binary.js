// structuredClone copies ArrayBuffers and keeps views that share a buffer sharing its copy.
const buffer = new ArrayBuffer(8);
const bytes = new Uint8Array(buffer);
bytes.set([1, 2, 3, 4, 5, 6, 7, 8]);
const words = new Uint16Array(buffer, 2, 2);
const view = new DataView(buffer, 4);
const copy = structuredClone({ bytes, words, view, buffer });
copy.bytes[0] = 99;
console.log(bytes[0], copy.bytes[0], copy.buffer === copy.bytes.buffer, copy.words.buffer === copy.bytes.buffer);
console.log(copy.words, copy.view.getUint8(0), copy.view.byteOffset, copy.view.byteLength);
console.log(structuredClone(new Float64Array([0.5, -0])), structuredClone(new ArrayBuffer(3)).byteLength);
