// A CSV -> JSON pipeline with Readable.from, a line-splitting Transform and a Writable sink.
const { Readable, Transform, Writable, pipeline } = require('stream');

const chunks = ['id,name,score\n1,ann', 'a,91\n2,bo', 'b,78\n3,cid,', '85\n4,dee,notanumber\n5,eve,66'];

class LineSplitter extends Transform {
  constructor() { super({ readableObjectMode: true }); this.tail = ''; }
  _transform(chunk, enc, cb) {
    const lines = (this.tail + chunk.toString()).split('\n');
    this.tail = lines.pop();
    for (const l of lines) this.push(l);
    cb();
  }
  _flush(cb) { if (this.tail) this.push(this.tail); cb(); }
}

let header = null;
const toRecord = new Transform({
  objectMode: true,
  transform(line, _enc, cb) {
    const cells = line.split(',');
    if (!header) { header = cells; return cb(); }
    const rec = Object.fromEntries(header.map((h, i) => [h, cells[i]]));
    rec.score = Number(rec.score);
    if (Number.isNaN(rec.score)) {
      console.log(`skip bad row id=${rec.id}`);
      return cb();
    }
    cb(null, rec);
  },
});

const rows = [];
const sink = new Writable({
  objectMode: true,
  write(rec, _enc, cb) { rows.push(rec); console.log('row', JSON.stringify(rec)); cb(); },
  final(cb) { console.log('sink final, rows =', rows.length); cb(); },
});
sink.on('finish', () => console.log('finish event'));

pipeline(Readable.from(chunks), new LineSplitter(), toRecord, sink, (err) => {
  console.log('pipeline done', err ?? 'ok');
  const avg = rows.reduce((s, r) => s + r.score, 0) / rows.length;
  console.log('average', avg.toFixed(2), 'best', rows.toSorted((a, b) => b.score - a.score)[0].name);
});

const failing = new Transform({
  transform(chunk, _e, cb) { cb(new Error(`cannot handle "${chunk}"`)); },
});
pipeline(Readable.from(['boom']), failing, new Writable({ write(_c, _e, cb) { cb(); } }), (err) => {
  console.log('second pipeline:', err.message);
});
