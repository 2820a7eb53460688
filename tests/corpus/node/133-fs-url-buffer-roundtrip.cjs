// A small cache file: written to /tmp, read back through pathToFileURL with fs.promises and readFileSync, its bytes as base64 and hex, and global counters shared through global
const fs = require('fs');
const { pathToFileURL } = require('url');
const file = '/tmp/evloop-corpus-133-cache.json';
global.reads = 0;
async function main() {
  await fs.promises.writeFile(file, JSON.stringify({ user: 'ada', score: 42, badge: '✓' }));
  const url = pathToFileURL(file);
  console.log(`url: ${url.protocol}//${url.pathname}`);
  const text = await fs.promises.readFile(url, 'utf8');
  globalThis.reads++;
  const buf = fs.readFileSync(url);
  global.reads++;
  console.log(`same text: ${buf.toString() === text}, bytes ${buf.length} vs chars ${text.length}`);
  const encoded = buf.toString('base64');
  console.log(`base64 starts ${encoded.slice(0, 12)}, decodes back: ${Buffer.from(encoded, 'base64').toString('utf8') === text}`);
  console.log(`badge bytes: ${Buffer.from(JSON.parse(text).badge).toString('hex')}, reads ${reads}`);
  fs.unlinkSync(file);
  console.log(`exists after unlink: ${fs.existsSync(file)}`);
}
main();
