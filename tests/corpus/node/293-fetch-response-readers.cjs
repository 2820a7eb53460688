// A fetched response read as blob, arrayBuffer and bytes; clone before reading; the
// "already read" errors; Blob is a global.
const http = require('http');
const server = http.createServer((req, res) => {
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.end('héllo from ' + req.url);
});
server.listen(0, async () => {
  const url = 'http://localhost:' + server.address().port + '/file';
  const res = await fetch(url);
  const copy = res.clone();
  const blob = await res.blob();
  console.log('blob', blob.size, blob.type, blob instanceof Blob, res.bodyUsed, copy.bodyUsed);
  console.log('blob text', await blob.text());
  try { await res.text(); } catch (e) { console.log(e.name + ': ' + e.message); }
  try { res.clone(); } catch (e) { console.log(e.name + ': ' + e.message); }
  const buf = await copy.arrayBuffer();
  console.log('arrayBuffer', buf.byteLength, Object.prototype.toString.call(buf));
  const bytes = await (await fetch(url)).bytes();
  console.log('bytes', bytes.constructor.name, bytes.length, bytes[0], bytes[1], bytes[2]);
  const slice = new Blob(['abc', new Uint8Array([100, 101])], { type: 'Text/Plain' }).slice(1, -1);
  console.log('slice', slice.size, slice.type, await slice.text());
  server.close();
});
