const { Readable, Transform, pipeline, Writable } = require('node:stream');
const readline = require('node:readline');

const csv = 'name,qty\napple,3\nbanana,12\ncherry,7\n';

async function viaReadline() {
  const rl = readline.createInterface({ input: Readable.from([csv.slice(0, 15), csv.slice(15)]) });
  const rows = [];
  for await (const line of rl) {
    if (!line || line.startsWith('name')) continue;
    const [name, qty] = line.split(',');
    rows.push({ name, qty: Number(qty) });
  }
  console.log(rows);
  return rows;
}

function viaPipeline(rows) {
  return new Promise((resolve, reject) => {
    const upper = new Transform({
      objectMode: true,
      transform(row, _enc, cb) {
        if (row.qty > 10) cb(null, `${row.name.toUpperCase()}:${row.qty}`);
        else cb();
      },
    });
    const out = [];
    const sink = new Writable({
      objectMode: true,
      write(chunk, _enc, cb) { out.push(chunk); cb(); },
    });
    pipeline(Readable.from(rows), upper, sink, (err) => (err ? reject(err) : resolve(out)));
  });
}

viaReadline().then(viaPipeline).then((out) => console.log('pipeline out:', out));
const r = new Readable({ read() {} });
r.on('data', (c) => console.log('data event:', c.toString()));
r.on('end', () => console.log('end event'));
r.push('hello');
r.push(null);
console.log('sync end');
