// Leaving a for await loop over a Readable early destroys it: with what, and what events follow.
const { Readable } = require('stream');
function make(name) {
  const r = new Readable({ objectMode: true, read() {} });
  for (const ev of ['end', 'close', 'error']) r.on(ev, (e) => console.log(`${name} ${ev}${e ? ': ' + e.name + ' ' + e.message : ''}`));
  r.push(1); r.push(2); r.push(3);
  return r;
}
(async () => {
  const a = make('a');
  for await (const c of a) { console.log('a got', c); if (c === 2) break; }
  console.log('a destroyed', a.destroyed, 'errored', a.errored && a.errored.name);
  const b = Readable.from([1, 2]);
  b.on('close', () => console.log('b close'));
  b.on('error', (e) => console.log('b error', e.name));
  for await (const c of b) console.log('b got', c);
  console.log('b done');
  const c = make('c');
  try { for await (const x of c) throw new Error('body threw ' + x); } catch (e) { console.log('caught', e.message); }
  const d = make('d');
  for await (const x of d.iterator({ destroyOnReturn: false })) { console.log('d got', x); break; }
  console.log('d destroyed', d.destroyed);
  setTimeout(() => console.log('end'), 10);
})();
