// Reading a file in small chunks through a file descriptor (fs.open, fs.read, fs.close
// with callbacks), splitting lines across chunk boundaries, then appending a line with
// fs.write and checking the size with fs.fstat.
const fs = require('fs');
const os = require('os');
const path = require('path');

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fdread-'));
const file = path.join(dir, 'scores.csv');
fs.writeFileSync(file, 'name,score\nada,91\ngrace,87\nlinus,78\n');

function readLines(p, chunkSize, done) {
  fs.open(p, 'r', (err, fd) => {
    if (err) return done(err);
    const buf = Buffer.alloc(chunkSize);
    let rest = '';
    const lines = [];
    let chunks = 0;
    const next = () => fs.read(fd, buf, 0, chunkSize, null, (err, n) => {
      if (err) return fs.close(fd, () => done(err));
      if (n === 0) return fs.close(fd, (err) => done(err, lines, chunks));
      chunks++;
      const parts = (rest + buf.toString('utf8', 0, n)).split('\n');
      rest = parts.pop();
      lines.push(...parts);
      next();
    });
    next();
  });
}

readLines(file, 8, (err, lines, chunks) => {
  console.log('error:', err);
  console.log('chunks:', chunks, 'lines:', lines.length);
  const [header, ...rows] = lines;
  console.log('columns:', header.split(','));
  const total = rows.reduce((sum, row) => sum + Number(row.split(',')[1]), 0);
  console.log('average:', (total / rows.length).toFixed(2));
  fs.open(file, 'a', (err, fd) => {
    fs.write(fd, 'margaret,95\n', (err, written, text) => {
      console.log('appended', written, 'bytes:', JSON.stringify(text));
      fs.fstat(fd, (err, stats) => {
        console.log('size now:', stats.size, 'file?', stats.isFile());
        fs.close(fd, () => {
          readLines(file, 5, (err, again, chunks) => {
            console.log('second pass:', again.length, 'lines in', chunks, 'chunks; last:', again[again.length - 1]);
            fs.read(fd, Buffer.alloc(4), 0, 4, 0, (err) => {
              console.log('read after close:', err.code, err.syscall);
              fs.rmSync(dir, { recursive: true });
            });
          });
        });
      });
    });
  });
});
readLines(path.join(dir, 'missing.csv'), 8, (err) => console.log('missing:', err.code));
