// TextDecoder for UTF-16LE (surrogate pairs, lone surrogates, odd bytes) and latin1.
const codes = s => Array.from(s, c => c.codePointAt(0).toString(16)).join(',');
const utf16 = new TextDecoder('utf-16');
console.log(utf16.encoding, utf16);
console.log(codes(utf16.decode(new Uint8Array([0xff, 0xfe, 0x41, 0x00, 0x3d, 0xd8, 0x89, 0xdf]))));
console.log(codes(utf16.decode(new Uint8Array([0x00, 0xd8, 0x41, 0x00, 0x00, 0xdc, 0x42]))));
console.log(codes(new TextDecoder('UTF-16LE', { ignoreBOM: true }).decode(new Uint8Array([0xff, 0xfe, 0x41, 0]))));
console.log(utf16.decode(new Uint16Array([0x48, 0x69, 0x20ac])), utf16.decode(new Uint16Array([0x48, 0x69]).buffer));
const chunks = new Uint8Array([0x3d, 0xd8, 0x89, 0xdf, 0x21, 0x00]);
let text = '';
for (let i = 0; i < chunks.length; i++) text += utf16.decode(chunks.subarray(i, i + 1), { stream: true });
console.log(codes(text + utf16.decode()));
try { new TextDecoder('utf-16le', { fatal: true }).decode(new Uint8Array([0x00, 0xd8])); } catch (e) { console.log(e.name, e.code); }
const latin1 = new TextDecoder('latin1');
console.log(latin1.encoding, new TextDecoder('ascii').encoding, new TextDecoder(' ISO-8859-1 ').encoding);
console.log(codes(latin1.decode(new Uint8Array([0x41, 0xe9, 0xff, 0xef, 0xbb, 0xbf]))));
console.log(latin1.decode(new TextEncoder().encode('é')), new TextDecoder().decode(new TextEncoder().encode('é')));
