// A fixed-size record file kept with the synchronous fd calls: openSync, writeSync at a
// position, readSync into a buffer, ftruncateSync, fstatSync and closeSync, plus what
// goes wrong with a closed descriptor, a read-only one and a wrong argument.
const fs = require('fs');
const os = require('os');
const path = require('path');

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fdsync-'));
const file = path.join(dir, 'records.dat');
const RECORD = 8;

const fd = fs.openSync(file, 'w+');
for (const [i, name] of ['alpha', 'beta', 'gamma'].entries()) {
  fs.writeSync(fd, name.padEnd(RECORD, '.'), i * RECORD);
}
console.log('size after 3 records:', fs.fstatSync(fd).size);
fs.writeSync(fd, 'BETA', RECORD);          // overwrite in place
const buf = Buffer.alloc(RECORD);
for (let i = 0; i < 3; i++) {
  const n = fs.readSync(fd, buf, 0, RECORD, i * RECORD);
  console.log('record', i, n, buf.toString());
}
console.log('past the end:', fs.readSync(fd, buf, 0, RECORD, 100));
fs.ftruncateSync(fd, 2 * RECORD);
console.log('after truncate:', fs.fstatSync(fd).size, JSON.stringify(fs.readFileSync(file, 'utf8')));
fs.closeSync(fd);

const ro = fs.openSync(file, fs.constants.O_RDONLY);
const head = Buffer.alloc(3);
console.log('sequential:', fs.readSync(ro, head), head.toString(), fs.readSync(ro, head), head.toString());
try { fs.writeSync(ro, 'x'); } catch (e) { console.log('write to read-only:', e.code, e.message); }
fs.closeSync(ro);
try { fs.closeSync(ro); } catch (e) { console.log('close twice:', e.code, e.message); }
try { fs.readSync(String(ro), head); } catch (e) { console.log('string fd:', e.code); }
try { fs.openSync(path.join(dir, 'nope', 'x.dat'), 'r'); } catch (e) { console.log('open missing:', e.code, e.syscall); }
fs.rmSync(dir, { recursive: true });
console.log('cleaned up:', fs.existsSync(dir));
