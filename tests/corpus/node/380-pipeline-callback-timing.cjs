// pipeline(): when the callback comes relative to each stream's events, on success and on errors at each position.
const { Readable, Transform, Writable, PassThrough, pipeline } = require('stream');
const { pipeline: pipelineP } = require('stream/promises');

function watch(name, s) {
  for (const ev of ['end', 'finish', 'close', 'error']) s.on(ev, (e) => console.log(`  ${name} ${ev}${ev === 'error' ? ': ' + e.message : ''}`));
  return s;
}
const sink = (name, fail) => watch(name, new Writable({ objectMode: true, write(c, _e, cb) { if (fail && c === fail) cb(new Error('sink rejects ' + c)); else { console.log(`  ${name} got ${c}`); cb(); } } }));
const upper = (name, fail) => watch(name, new Transform({ objectMode: true, transform(c, _e, cb) { if (c === fail) cb(new Error('cannot ' + c)); else cb(null, String(c).toUpperCase()); } }));

const cases = [
  ['ok', () => [watch('src', Readable.from(['a', 'b'])), upper('up'), sink('dst')]],
  ['middle fails', () => [watch('src', Readable.from(['a', 'bad', 'c'])), upper('up', 'bad'), sink('dst')]],
  ['sink fails', () => [watch('src', Readable.from(['a', 'B', 'c'])), upper('up'), sink('dst', 'B')]],
  ['source fails', () => [watch('src', new Readable({ objectMode: true, read() { this.destroy(new Error('source broke')); } })), upper('up'), sink('dst')]],
  ['array source', () => [['x', 'y'], upper('up'), sink('dst')]],
  ['generator stage', () => [watch('src', Readable.from(['p', 'q'])), async function* (it) { for await (const c of it) yield c + c; }, sink('dst')]],
  ['generator fails', () => [watch('src', Readable.from(['p', 'q'])), async function* (it) { for await (const c of it) { if (c === 'q') throw new Error('gen broke'); yield c; } }, sink('dst')]],
  ['promise destination', () => [watch('src', Readable.from(['m', 'n'])), async (it) => { let s = ''; for await (const c of it) s += c; return s; }]],
];

(async () => {
  for (const [name, make] of cases) {
    console.log(name);
    await new Promise((resolve) => {
      pipeline(...make(), (err, val) => { console.log(`  callback ${err ? err.message : 'ok'}${val !== undefined ? ' value ' + val : ''}`); setTimeout(resolve, 20); });
    });
  }
  console.log('promises');
  try { await pipelineP(Readable.from(['k']), upper('up2', 'k'), sink('dst2')); } catch (e) { console.log('  rejected', e.message); }
  const pt = new PassThrough();
  await pipelineP(Readable.from(['z']), pt, { end: false }).then(() => console.log('  end:false resolved, writableEnded', pt.writableEnded));
})();
