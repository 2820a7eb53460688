'use strict';
// Async generators consumed with for await: paginated fetch, batching, merging, cleanup

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

// fake paginated API
const DB = Array.from({ length: 23 }, (_, i) => ({ id: i + 1, name: `user${String(i + 1).padStart(2, '0')}`, score: (i * 37) % 101 }));
async function fetchPage(cursor = 0, size = 5) {
  await sleep(4);
  const items = DB.slice(cursor, cursor + size);
  return { items, next: cursor + size < DB.length ? cursor + size : null };
}

async function* paginate(size) {
  let cursor = 0, page = 0;
  try {
    while (cursor !== null) {
      const { items, next } = await fetchPage(cursor, size);
      page++;
      console.log(`  fetched page ${page} (${items.length} items)`);
      yield* items;
      cursor = next;
    }
  } finally {
    console.log(`  paginate cleanup after ${page} pages`);
  }
}

async function* mapAsync(src, fn) { for await (const x of src) yield await fn(x); }
async function* filterAsync(src, pred) { for await (const x of src) if (await pred(x)) yield x; }
async function* batch(src, n) {
  let buf = [];
  for await (const x of src) { buf.push(x); if (buf.length === n) { yield buf; buf = []; } }
  if (buf.length) yield buf;
}

async function* ticker(name, every, count) {
  for (let i = 1; i <= count; i++) { await sleep(every); yield `${name}${i}`; }
}
async function* merge(...gens) {
  const its = gens.map((g) => g[Symbol.asyncIterator]());
  const pending = new Map(its.map((it, i) => [i, it.next().then((r) => ({ r, i }))]));
  while (pending.size) {
    const { r, i } = await Promise.race(pending.values());
    if (r.done) { pending.delete(i); continue; }
    pending.set(i, its[i].next().then((r2) => ({ r: r2, i })));
    yield r.value;
  }
}

(async () => {
  console.log('--- all users with score > 50, in batches of 3');
  const hi = filterAsync(paginate(5), async (u) => u.score > 50);
  const names = mapAsync(hi, async (u) => `${u.name}:${u.score}`);
  for await (const group of batch(names, 3)) console.log('batch', group.join(' '));

  console.log('--- early break stops pagination');
  let seen = 0;
  for await (const u of paginate(4)) {
    seen++;
    if (u.id === 6) { console.log('found', u.name, 'after', seen); break; }
  }

  console.log('--- merge tickers');
  const merged = [];
  for await (const v of merge(ticker('a', 20, 4), ticker('b', 48, 2), ticker('c', 34, 3))) merged.push(v);
  console.log('merged:', merged.join(' '));

  console.log('--- sync iterables and promises in for await');
  for await (const v of [1, Promise.resolve(2), sleep(5).then(() => 3)]) console.log('value', v);

  console.log('--- error inside async generator');
  async function* faulty() { yield 'ok1'; await sleep(2); throw new Error('generator broke'); }
  try { for await (const v of faulty()) console.log('got', v); }
  catch (e) { console.log('caught:', e.message); }

  const gen = paginate(10);
  console.log('manual next:', (await gen.next()).value.name);
  console.log('manual return:', JSON.stringify(await gen.return('stop')));
  console.log('after return:', JSON.stringify(await gen.next()));
  console.log('is async iterator:', typeof gen[Symbol.asyncIterator], Object.prototype.toString.call(gen));
})();
