const { pipeline } = require('stream/promises');
const { Readable, Writable, Transform } = require('stream');
async function main() {
  await pipeline(
    Readable.from(['a', 'b', 'c']),
    async function* (source) { for await (const chunk of source) yield String(chunk).toUpperCase(); },
    async function (source) { for await (const c of source) console.log('sink', c); }
  );
  console.log('pipeline 1 done');
  const out = [];
  await pipeline(
    Readable.from([1, 2, 3]),
    async function* (source) { for await (const n of source) yield n * 10; },
    new Writable({ objectMode: true, write(chunk, enc, cb) { out.push(chunk); cb(); } })
  );
  console.log('pipeline 2 done', out.join(','));
  const res = await pipeline(
    Readable.from(['x', 'y']),
    async function (source) { let s = ''; for await (const c of source) s += c; return s; }
  );
  console.log('pipeline 3 result', res);
  await pipeline(
    async function* () { yield 'g1'; yield 'g2'; },
    new Transform({ transform(c, e, cb) { cb(null, c.toString() + '!'); } }),
    async function* (src) { for await (const c of src) { console.log('t', c.toString()); } }
  );
  console.log('pipeline 4 done');
  try {
    await pipeline(Readable.from(['q']), async function* (src) { for await (const c of src) throw new Error('boom ' + c); }, async function (src) { for await (const c of src) {} });
  } catch (e) { console.log('caught', e.message); }
}
main().then(() => console.log('main end'));
