// fs/promises open() → FileHandle: read into a Buffer at positions, readFile, write,
// stat, close, EBADF after close, flags ('wx' on an existing file, 'a' appends, 'r' on a
// missing file), and filehandle.readLines().
const fsp = require('fs/promises');
const path = require('path');
const file = path.join('/tmp', 'evloop-filehandle-notes.txt');

async function main() {
  await fsp.writeFile(file, 'alpha\nbeta\r\ngamma\n\ndelta');
  const h = await fsp.open(file, 'r');
  console.log('fd is a number', typeof h.fd === 'number', 'constructor', h.constructor.name);
  const buf = Buffer.alloc(5);
  let r = await h.read(buf, 0, 5, 0);
  console.log('read at 0', r.bytesRead, buf.toString(), r.buffer === buf);
  r = await h.read(buf, 0, 4, 6);
  console.log('read at 6', r.bytesRead, JSON.stringify(buf.toString()));
  r = await h.read({ buffer: Buffer.alloc(3), position: 100 });
  console.log('read past end', r.bytesRead);
  const st = await h.stat();
  console.log('stat', st.isFile(), st.size);
  console.log('readFile rest', JSON.stringify(await h.readFile('utf8')));
  await h.close();
  try { await h.read(Buffer.alloc(1), 0, 1, 0); } catch (e) { console.log('after close:', e.code, e.message); }
  console.log('close twice', await h.close());

  const w = await fsp.open(file, 'a');
  const wrote = await w.write('\nepsilon');
  console.log('append wrote', wrote.bytesWritten, JSON.stringify(wrote.buffer));
  await w.close();
  const b = await fsp.open(file, 'r+');
  const res = await b.write(Buffer.from('ALPHA'), 0, 5, 0);
  console.log('overwrite', res.bytesWritten);
  await b.close();
  console.log(JSON.stringify(await fsp.readFile(file, 'utf8')));

  try { await fsp.open(file, 'wx'); } catch (e) { console.log('wx:', e.code, e.syscall); }
  try { await fsp.open(path.join('/tmp', 'evloop-no-such-file'), 'r'); } catch (e) { console.log('r missing:', e.code, e.syscall, e.errno); }
  const fresh = await fsp.open(path.join('/tmp', 'evloop-fresh.txt'), 'w');
  await fresh.writeFile('one\ntwo\n');
  await fresh.close();

  const lines = await fsp.open(file);
  const seen = [];
  for await (const line of lines.readLines()) seen.push(line);
  console.log('lines', seen);
  await fsp.unlink(file);
  console.log('gone', await fsp.access(file).then(() => 'exists', (e) => e.code));
}
main();
