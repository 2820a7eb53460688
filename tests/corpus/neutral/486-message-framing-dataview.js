// A tiny binary protocol: length-prefixed messages written and read back with DataView.
const encoder = new TextEncoder(), decoder = new TextDecoder();
function encodeMessages(messages) {
  const bodies = messages.map(m => encoder.encode(JSON.stringify(m.payload)));
  const size = bodies.reduce((n, body) => n + 7 + body.length, 0);
  const buffer = new ArrayBuffer(size);
  const view = new DataView(buffer);
  let offset = 0;
  messages.forEach((m, i) => {
    view.setUint8(offset, m.type);
    view.setUint16(offset + 1, m.id);          // network order (big-endian)
    view.setUint32(offset + 3, bodies[i].length, true);
    new Uint8Array(buffer, offset + 7).set(bodies[i]);
    offset += 7 + bodies[i].length;
  });
  return buffer;
}
function decodeMessages(buffer) {
  const view = new DataView(buffer), messages = [];
  for (let offset = 0; offset < buffer.byteLength;) {
    const length = view.getUint32(offset + 3, true);
    const body = new Uint8Array(buffer, offset + 7, length);
    messages.push({ type: view.getUint8(offset), id: view.getUint16(offset + 1), payload: JSON.parse(decoder.decode(body)) });
    offset += 7 + length;
  }
  return messages;
}
const wire = encodeMessages([
  { type: 1, id: 513, payload: { hello: 'world' } },
  { type: 2, id: 65535, payload: [1, 2, 3] },
  { type: 3, id: 7, payload: 'naïve ☕' },
]);
console.log(wire.byteLength, new Uint8Array(wire, 0, 12));
for (const message of decodeMessages(wire)) console.log(message);
const truncated = wire.slice(0, 20);
try { decodeMessages(truncated); } catch (e) { console.log(e.name); }
