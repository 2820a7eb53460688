// Binary files on fs: bytes that are not UTF-8 survive a write and a read, readFileSync
// decodes to hex/base64/latin1, writeFile takes an encoding, and appending text or a
// typed array to a binary file keeps every byte.
const fs = require('fs');
const os = require('os');
const path = require('path');

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bin-'));
const file = path.join(dir, 'header.bin');
const header = Buffer.alloc(8);
header.write('EVL', 0, 'latin1');
header.writeUInt8(0xe8, 3);          // not valid UTF-8 on its own
header.writeUInt32LE(1000, 4);
fs.writeFileSync(file, header);
console.log('stored:', fs.readFileSync(file), 'size', fs.statSync(file).size);
console.log('hex:', fs.readFileSync(file, 'hex'));
console.log('base64:', fs.readFileSync(file, 'base64'));
console.log('latin1:', JSON.stringify(fs.readFileSync(file, 'latin1')));
const back = fs.readFileSync(file);
console.log('magic', back.toString('latin1', 0, 3), 'flag', back[3].toString(16), 'count', back.readUInt32LE(4));

fs.appendFileSync(file, 'hé');
console.log('after text append:', fs.statSync(file).size, fs.readFileSync(file).subarray(-3));

fs.writeFileSync(file, 'aGVsbG8gd29ybGQ=', 'base64');
console.log('from base64:', fs.readFileSync(file, 'utf8'));
fs.writeFileSync(file, 'caf\u00e9', { encoding: 'latin1' });
console.log('latin1 write:', fs.readFileSync(file));

fs.appendFile(file, new Uint8Array([0, 255]), (err) => {
  console.log('append error:', err, fs.readFileSync(file));
  fs.promises.readFile(file).then((buf) => {
    console.log('promises:', buf.length, buf[buf.length - 1]);
    fs.rmSync(dir, { recursive: true });
  });
});
