// Parsing a binary file header with DataView: little- and big-endian fields.
const buffer = new ArrayBuffer(24);
const out = new DataView(buffer);
out.setUint32(0, 0x89504e47);          // magic, big-endian
out.setUint16(4, 2, true);             // version, little-endian
out.setInt16(6, -300, true);
out.setUint32(8, 1920, false);         // width
out.setUint32(12, 1080, true);         // height
out.setFloat32(16, 1.5);
out.setInt8(20, -1);
out.setUint8(21, 255);
out.setUint16(22, 0xabcd);

const view = new DataView(buffer);
console.log('magic', view.getUint32(0).toString(16), view.getUint32(0, true).toString(16));
console.log('version', view.getUint16(4, true), view.getUint16(4));
console.log('delta', view.getInt16(6, true), view.getUint16(6, true));
console.log('size', view.getUint32(8), 'x', view.getUint32(12, true));
console.log('scale', view.getFloat32(16), view.getFloat32(16, true));
console.log('bytes', view.getInt8(20), view.getUint8(20), view.getInt8(21));
console.log('tag', view.getUint16(22).toString(16), view.getUint8(22).toString(16));
console.log(new Uint8Array(buffer, 0, 8));
const sub = new DataView(buffer, 8, 8);
console.log(sub.byteOffset, sub.byteLength, sub.getUint32(0));
for (const bad of [() => view.getUint32(22), () => sub.getFloat64(1), () => new DataView(buffer, 25)]) {
  try { bad(); } catch (e) { console.log(e.name, e instanceof RangeError); }
}
console.log(new DataView(new ArrayBuffer(4), 1, 2));
