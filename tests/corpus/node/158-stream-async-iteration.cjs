// for await over streams: Readable.from of arrays, generators and async generators,
// a subclass with _read, breaking out early (destroys the stream), and the tick order
// of iteration against other promise jobs
const { Readable } = require('stream');
const log = (...a) => console.log(...a);
async function* pages() {
  for (let p = 1; p <= 3; p++) {
    await new Promise((r) => setImmediate(r));
    yield { page: p, items: p * 10 };
  }
}
class Countdown extends Readable {
  constructor(from) { super({ encoding: 'utf8' }); this.left = from; }
  _read() { this.push(this.left > 0 ? String(this.left--) : null); }
}
(async () => {
  const fromArray = Readable.from(['a', 'b', 'c']);
  const order = [];
  const other = (async () => { for (let i = 0; i < 4; i++) { order.push('other ' + i); await null; } })();
  for await (const s of fromArray) order.push('chunk ' + s);
  await other;
  log(order.join(' | '));
  let total = 0;
  for await (const { page, items } of Readable.from(pages())) { log('page', page); total += items; }
  log('total', total);
  const parts = [];
  for await (const s of new Countdown(5)) parts.push(s);
  log('countdown', parts);
  const early = Readable.from(function* () { yield 1; yield 2; yield 3; }());
  early.on('close', () => log('early closed'));
  for await (const v of early) { log('first', v); break; }
  log('after break', early.destroyed);
  const text = Readable.from(Buffer.from('buffer as one chunk'));
  for await (const c of text) log(typeof c, c.length);
  const bad = new Readable({ read() { this.destroy(new Error('disk gone')); } });
  try { for await (const c of bad) log(c); } catch (e) { log('iteration threw', e.message); }
})();
