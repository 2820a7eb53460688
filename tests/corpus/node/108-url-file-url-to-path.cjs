// url.fileURLToPath and pathToFileURL: percent-encoding, decoding, and their errors (by code).
const { fileURLToPath, pathToFileURL } = require('url');
const samples = ['/tmp/evloop-corpus-url/plain.txt', '/tmp/with space/a#b?c.txt', '/tmp/100%/x', '/tmp/ümlaut/€.txt', '/tmp/dir/'];
for (const p of samples) {
  const url = pathToFileURL(p);
  console.log(url.href, fileURLToPath(url) === p, fileURLToPath(url.href) === p);
}
console.log(fileURLToPath('file:///tmp/a%20b/c%23d.txt'), fileURLToPath('file://localhost/etc/hosts'));
console.log(pathToFileURL('/a/b/../c').href, String(pathToFileURL('/x')), typeof require('node:url').fileURLToPath);
for (const bad of ['http://example.com/x', 'file:///tmp/a%2Fb', 'file://other-host/tmp', 42]) {
  try { fileURLToPath(bad); console.log('no error for', bad); } catch (e) { console.log(e.code, e instanceof TypeError); }
}
