// base64 round trips with btoa and atob (Latin-1 strings), and the errors they throw.
for (const text of ['', 'f', 'fo', 'foo', 'foob', 'fooba', 'foobar', 'Hello, World!', '\u00ff\u00fe\u0000']) {
  const encoded = btoa(text);
  console.log(JSON.stringify(text), encoded, atob(encoded) === text);
}
console.log(atob('aGVs bG8=\n'), atob('aGVsbG8'), atob('YQ'));
const bytes = new Uint8Array([0, 1, 2, 253, 254, 255]);
const b64 = btoa(String.fromCharCode(...bytes));
console.log(b64, Uint8Array.from(atob(b64), c => c.charCodeAt(0)));
const utf8 = new TextEncoder().encode('héllo €');
const encoded = btoa(String.fromCharCode(...utf8));
console.log(encoded, new TextDecoder().decode(Uint8Array.from(atob(encoded), c => c.charCodeAt(0))));
for (const bad of [() => atob('a'), () => atob('ab=c'), () => atob('abc!'), () => atob('a==='), () => btoa('€')]) {
  try { bad(); } catch (e) {
    console.log(e.name, e.code, e instanceof DOMException, e instanceof Error);
  }
}
try { btoa(); } catch (e) { console.log(e.name, e.code); }
