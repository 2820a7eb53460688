// encodeURIComponent/encodeURI/decode*/escape/unescape on text with spaces, reserved characters, emoji and malformed escapes.
const samples = ['café & bar', 'a b/c?d=e#f', '😀 ok', "-_.!~*'()", ';/?:@&=+$,#'];
for (const s of samples) console.log(encodeURIComponent(s), encodeURI(s), escape(s));
console.log(decodeURIComponent('caf%C3%A9%20%26'), decodeURI('%3B%2F%20x%23'), unescape('%u00e9%41%zz'));
for (const bad of ['%', '%E0%A4%A', '%C3', '%FF', '%C0%80', '%ED%A0%80']) { try { decodeURIComponent(bad); console.log('ok?', bad); } catch (e) { console.log(bad, e.name, e.message); } }
try { encodeURIComponent('\uD800x'); } catch (e) { console.log(e.name, e.message); }
console.log(encodeURIComponent('\uD83D\uDE00'), decodeURIComponent('%F0%9F%98%80') === '\uD83D\uDE00');
