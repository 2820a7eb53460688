// fs.createReadStream of the program itself (open, ready, chunks, end, close), a ranged
// copy through pipeline into fs.createWriteStream, a missing file, process.stdout.write
const fs = require('fs');
const { pipeline } = require('stream/promises');
const log = (...a) => console.log(...a);
const rs = fs.createReadStream(__filename, { encoding: 'utf8', highWaterMark: 256 });
let chunks = 0, chars = 0;
rs.on('open', () => log('open', typeof rs.fd));
rs.on('ready', () => log('ready'));
rs.on('data', (c) => { chunks++; chars += c.length; });
rs.on('end', () => log('end', chunks, chars, rs.bytesRead));
rs.on('close', () => { log('close'); copy(); });
process.nextTick(() => log('tick'));
async function copy() {
  await pipeline(fs.createReadStream(__filename, { start: 3, end: 12 }), fs.createWriteStream('/tmp/copy-of-me.txt'));
  log('copied:', JSON.stringify(fs.readFileSync('/tmp/copy-of-me.txt', 'utf8')));
  const missing = fs.createReadStream('/nope/missing.txt');
  missing.on('error', (e) => log('error', e.code, e.syscall));
  missing.on('close', () => log('missing close'));
  process.stdout.write('stdout write\n', () => log('stdout cb'));
  log('after stdout write', process.stdout.writable);
}
