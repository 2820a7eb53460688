// TextDecoder: multi-byte sequences, invalid bytes become U+FFFD, fatal mode, BOM, streaming.
const decoder = new TextDecoder();
const show = s => JSON.stringify(s) + ' ' + Array.from(s, c => c.codePointAt(0).toString(16)).join(',');
console.log(show(decoder.decode(new Uint8Array([0x68, 0xc3, 0xa9, 0xe2, 0x82, 0xac, 0xf0, 0x9f, 0x8e, 0x89]))));
console.log(show(decoder.decode(new Uint8Array([0xff, 0x41, 0xc3, 0x41, 0xe2, 0x82]))));
console.log(show(decoder.decode(new Uint8Array([0xed, 0xa0, 0x80, 0xf4, 0x90, 0x80, 0x80, 0xc0, 0xaf]))));
console.log(show(decoder.decode(new Uint8Array([0xef, 0xbb, 0xbf, 0x61, 0xef, 0xbb, 0xbf]))));
console.log(show(new TextDecoder('utf-8', { ignoreBOM: true }).decode(new Uint8Array([0xef, 0xbb, 0xbf, 0x61]))));
const fatal = new TextDecoder('UTF8', { fatal: true });
try { fatal.decode(new Uint8Array([0x61, 0x80])); } catch (e) { console.log(e.name, e.code); }
console.log(fatal.decode(new Uint8Array([0x61, 0x62])), fatal.fatal, fatal.ignoreBOM, fatal.encoding);
const euro = new TextEncoder().encode('€uro');
const streaming = new TextDecoder();
let text = '';
for (const chunk of [euro.subarray(0, 1), euro.subarray(1, 2), euro.subarray(2)]) text += streaming.decode(chunk, { stream: true });
text += streaming.decode();
console.log(show(text), show(new TextDecoder().decode(euro.subarray(0, 2))));
const buffer = new TextEncoder().encode('abc€').buffer;
console.log(decoder.decode(buffer), decoder.decode(new DataView(buffer, 1, 2)), decoder.decode(new Uint8Array(buffer, 3)));
console.log(decoder.decode(new Uint16Array([0x6968])), JSON.stringify(decoder.decode()));
console.log(decoder, fatal);
try { new TextDecoder('klingon'); } catch (e) { console.log(e.name, e.code); }
try { decoder.decode('abc'); } catch (e) { console.log(e.name, e.code); }
