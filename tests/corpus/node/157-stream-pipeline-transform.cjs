// a CSV-ish pipeline: source -> line splitter (Transform with flush) -> formatter ->
// collector; pipeline's callback and stream/promises pipeline with an async generator
const { Readable, Transform, Writable, PassThrough, pipeline } = require('stream');
const streamPromises = require('stream/promises');
const log = (...a) => console.log(...a);
const chunks = ['name,qty\nap', 'ple,3\npear,', '5\nfig,1'];
const source = new Readable({ read() { const c = chunks.shift(); this.push(c === undefined ? null : c); } });
let rest = '';
const splitLines = new Transform({
  readableObjectMode: true,
  transform(chunk, enc, cb) {
    const text = rest + chunk.toString();
    const parts = text.split('\n');
    rest = parts.pop();
    for (const p of parts) this.push(p);
    cb();
  },
  flush(cb) { log('flush with', JSON.stringify(rest)); cb(null, rest); },
});
const toRecord = new Transform({
  objectMode: true,
  transform(line, enc, cb) {
    if (line.startsWith('name')) return cb();
    const [name, qty] = line.split(',');
    cb(null, { name, qty: Number(qty) });
  },
});
const records = [];
const collect = new Writable({ objectMode: true, write(r, enc, cb) { records.push(r); cb(); } });
for (const [name, s] of [['source', source], ['split', splitLines], ['collect', collect]]) {
  s.on('end', () => log(name, 'end'));
  s.on('finish', () => log(name, 'finish'));
  s.on('close', () => log(name, 'close'));
}
pipeline(source, splitLines, toRecord, collect, (err) => {
  log('pipeline done', err, records);
  promisesForm();
});

async function promisesForm() {
  const seen = [];
  await streamPromises.pipeline(
    Readable.from(['x', 'y', 'z']),
    async function* (src) { for await (const s of src) yield s.toUpperCase(); },
    new PassThrough({ objectMode: true }),
    new Writable({ objectMode: true, write(c, e, cb) { seen.push(c); cb(); } }),
  );
  log('promises pipeline', seen);
  const total = await streamPromises.pipeline(Readable.from([1, 2, 3]), async (src) => {
    let sum = 0;
    for await (const v of src) sum += v;
    return sum;
  });
  log('consumer result', total);
  try {
    await streamPromises.pipeline(
      Readable.from(['ok', 'bad', 'never']),
      new Transform({ objectMode: true, transform(c, e, cb) { cb(c === 'bad' ? new Error('bad record') : null, c); } }),
      new Writable({ objectMode: true, write(c, e, cb) { log('wrote', c); cb(); } }),
    );
  } catch (e) {
    log('pipeline rejected:', e.message);
  }
}
