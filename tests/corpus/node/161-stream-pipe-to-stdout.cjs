// piping into process.stdout: a report generator streamed line by line; stdout is not
// ended by pipe(), its write callbacks come a tick later, and console.log interleaves
const { Readable, Transform } = require('stream');
const rows = [{ item: 'tea', qty: 2 }, { item: 'scones', qty: 6 }, { item: 'jam', qty: 1 }];
const toLine = new Transform({
  writableObjectMode: true,
  transform(row, enc, cb) { cb(null, row.item.padEnd(8) + String(row.qty).padStart(3) + '\n'); },
  flush(cb) { cb(null, '-'.repeat(11) + '\n'); },
});
process.stdout.write('REPORT\n', () => console.log('(header written)'));
const source = Readable.from(rows);
source.pipe(toLine).pipe(process.stdout);
toLine.on('end', () => {
  console.log('transform ended; stdout still writable:', process.stdout.writable, process.stdout.writableEnded);
});
console.log('sync part done');
