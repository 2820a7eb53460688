// stream.pipeline with Readable.from, a Transform, and a collecting Writable
const { Readable, Transform, Writable, pipeline } = require('stream');
const { pipeline: pipelineP } = require('stream/promises');

const csv = ['id,name,score', '1,ann,90', '2,bob,45', '3,cid,77', '4,dee,12'];

const parse = new Transform({
  objectMode: true,
  transform(line, _enc, cb) {
    if (line.startsWith('id,')) return cb();
    const [id, name, score] = line.split(',');
    cb(null, { id: +id, name, score: +score });
  },
});
const onlyPassing = new Transform({
  objectMode: true,
  transform(row, _enc, cb) {
    if (row.score >= 50) this.push(`${row.name.toUpperCase()}:${row.score}`);
    cb();
  },
  flush(cb) { this.push('END'); cb(); },
});
const out = [];
const sink = new Writable({
  objectMode: true,
  write(chunk, _enc, cb) { out.push(chunk); cb(); },
});
pipeline(Readable.from(csv), parse, onlyPassing, sink, (err) => {
  console.log('pipeline done', err ?? 'ok', out.join(' '));
  second();
});

async function second() {
  const upper = new Transform({
    transform(chunk, enc, cb) { cb(null, chunk.toString().toUpperCase()); },
  });
  const chunks = [];
  await pipelineP(
    Readable.from(['hello ', 'stream ', 'world']),
    upper,
    async function* (source) { for await (const c of source) yield c.toString().trim() + '!'; },
    new Writable({ write(c, e, cb) { chunks.push(c.toString()); cb(); } }),
  );
  console.log(chunks.join('|'));
  const failing = new Transform({
    transform(chunk, enc, cb) { cb(chunk.toString() === 'b' ? new Error('bad chunk b') : null, chunk); },
  });
  try {
    await pipelineP(Readable.from(['a', 'b', 'c']), failing, new Writable({ write(c, e, cb) { console.log('wrote', c.toString()); cb(); } }));
  } catch (e) {
    console.log('pipeline failed:', e.message, 'destroyed', failing.destroyed);
  }
  const nums = await Readable.from([1, 2, 3, 4, 5, 6]).filter((n) => n % 2 === 0).map((n) => n * 10).toArray();
  console.log(nums.join(','));
}
