// Resizable ArrayBuffers: length-tracking views grow and shrink with the buffer; SharedArrayBuffer.
const rab = new ArrayBuffer(4, { maxByteLength: 12 });
const tracking = new Uint8Array(rab);
const fixed = new Uint8Array(rab, 0, 4);
const view = new DataView(rab, 2);
console.log(rab.resizable, rab.maxByteLength, rab.byteLength, tracking.length, view.byteLength);
tracking.fill(1);
rab.resize(8);
console.log(tracking, fixed.length, view.byteLength, rab);
rab.resize(2);
console.log(tracking.length, fixed.length, fixed.byteLength, fixed.byteOffset, tracking[0], fixed[0]);
try { view.getUint8(0); } catch (e) { console.log(e.name); }
try { rab.resize(13); } catch (e) { console.log(e.name); }
rab.resize(4);
console.log(tracking, fixed, new ArrayBuffer(2).resizable, new ArrayBuffer(2).maxByteLength);
const copy = rab.slice(1);
console.log(copy.byteLength, copy.resizable);
const sab = new SharedArrayBuffer(4);
const shared = new Int32Array(sab);
shared[0] = 123456;
console.log(sab, shared, sab.byteLength, sab.growable, Object.prototype.toString.call(sab));
console.log(sab instanceof ArrayBuffer, ArrayBuffer.isView(shared), sab.slice(0, 2).byteLength);
const growable = new SharedArrayBuffer(2, { maxByteLength: 4 });
growable.grow(4);
console.log(growable.byteLength, growable.maxByteLength, growable.growable);
