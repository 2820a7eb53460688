// TextEncoder turns strings into UTF-8 bytes; printing them as hex.
const encoder = new TextEncoder();
const toHex = bytes => Array.from(bytes, b => b.toString(16).padStart(2, '0')).join(' ');
for (const text of ['hello', 'héllo', '€100', '日本', '🎉!', '']) {
  const bytes = encoder.encode(text);
  console.log(JSON.stringify(text), text.length, bytes.length, toHex(bytes));
}
console.log(encoder.encoding, encoder.encode('\ud800x'));
console.log(encoder.encode());
const target = new Uint8Array(8);
console.log(encoder.encodeInto('ab€cd', target), target);
console.log(encoder.encodeInto('🎉🎉', new Uint8Array(6)));
console.log(encoder.encodeInto('xyz', target.subarray(5)), target);
console.log(encoder);
console.log(Object.prototype.toString.call(encoder), typeof TextEncoder);
