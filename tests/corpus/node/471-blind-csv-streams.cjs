// CSV -> JSON with Node streams: a line splitter Transform, a CSV parser (quotes, escaped quotes), a typed mapper, and a JSON writer
const { Readable, Transform, Writable, pipeline } = require('stream');
const csv = [
  'id,name,city,score,joined',
  '1,"Smith, Jane",Berlin,91.5,2021-03-04',
  '2,Bob,"New ""York""",78,2020-11-30',
  '3,Ünal,İzmir,,2022-01-15',
  '4,"Multi',
  'line",Oslo,88,2019-07-01',
  '5,Eve,Paris,abc,2023-05-05',
  '6,Zoë,Kraków,100,2018-12-31',
].join('\r\n') + '\n';
// deliver in awkward chunks to exercise the buffering
const chunks = [];
for (let i = 0; i < csv.length; i += 17) chunks.push(csv.slice(i, i + 17));
class CsvParser extends Transform {
  constructor() { super({ readableObjectMode: true }); this.buf = ''; this.headers = null; this.row = 1; }
  _transform(chunk, enc, cb) {
    this.buf += chunk.toString();
    let rec;
    while ((rec = this.#takeRecord(false)) !== null) this.#emit(rec);
    cb();
  }
  _flush(cb) {
    let rec;
    while ((rec = this.#takeRecord(true)) !== null) this.#emit(rec);
    cb();
  }
  #takeRecord(final) {
    const fields = []; let field = ''; let i = 0; let inQ = false;
    const s = this.buf;
    if (!s.length) return null;
    while (i < s.length) {
      const c = s[i];
      if (inQ) {
        if (c === '"' && s[i + 1] === '"') { field += '"'; i += 2; continue; }
        if (c === '"') { inQ = false; i++; continue; }
        if (c === '"' && i + 1 >= s.length && !final) return null;
        field += c; i++; continue;
      }
      if (c === '"') { inQ = true; i++; continue; }
      if (c === ',') { fields.push(field); field = ''; i++; continue; }
      if (c === '\r' || c === '\n') {
        fields.push(field);
        if (c === '\r' && i + 1 >= s.length && !final) return null;
        i += (c === '\r' && s[i + 1] === '\n') ? 2 : 1;
        this.buf = s.slice(i);
        return fields;
      }
      field += c; i++;
    }
    if (!final || inQ) return null;
    fields.push(field); this.buf = '';
    return fields;
  }
  #emit(fields) {
    if (!this.headers) { this.headers = fields; return; }
    this.row++;
    this.push({ row: this.row, record: Object.fromEntries(this.headers.map((h, i) => [h, fields[i] ?? ''])) });
  }
}
const typer = new Transform({
  objectMode: true,
  transform({ row, record }, _enc, cb) {
    const score = record.score === '' ? null : Number(record.score);
    if (Number.isNaN(score)) { this.emit('warning', `row ${row}: bad score ${JSON.stringify(record.score)}`); return cb(); }
    cb(null, { id: +record.id, name: record.name, city: record.city, score,
      joined: new Date(record.joined + 'T00:00:00Z').toISOString().slice(0, 10),
      weekday: new Date(record.joined + 'T00:00:00Z').toLocaleDateString('en-US', { weekday: 'short', timeZone: 'UTC' }) });
  },
});
typer.on('warning', w => console.log('warning:', w));
let count = 0;
const out = [];
const sink = new Writable({
  objectMode: true, highWaterMark: 2,
  write(obj, _e, cb) { count++; out.push(obj); console.log('row', JSON.stringify(obj)); setImmediate(cb); },
  final(cb) { console.log('sink final after', count, 'rows'); cb(); },
});
pipeline(Readable.from(chunks), new CsvParser(), typer, sink, (err) => {
  console.log('pipeline', err ? 'failed: ' + err.message : 'done');
  const byCity = out.sort((a, b) => a.city.localeCompare(b.city, 'en')).map(o => o.city);
  console.log('cities sorted', byCity.join(' | '));
  const avg = out.filter(o => o.score !== null).reduce((a, o, _, arr) => a + o.score / arr.length, 0);
  console.log('average score', avg.toFixed(2));
  console.log(JSON.stringify(out.slice(0, 2), ['id', 'name'], 1));
});
console.log('chunks', chunks.length);
