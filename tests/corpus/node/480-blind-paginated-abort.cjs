// Async iteration over paginated results with AbortController, timeouts, and async generator helpers
const { setTimeout: sleep } = require('timers/promises');
const DB = Array.from({ length: 23 }, (_, i) => ({ id: i + 1, name: `item-${String(i + 1).padStart(2, '0')}`, price: ((i * 37) % 50) + 0.99 }));
async function fetchPage({ cursor = 0, limit = 5, signal } = {}) {
  await sleep(cursor === 15 ? 60 : 15, undefined, { signal });
  const items = DB.slice(cursor, cursor + limit);
  const next = cursor + limit < DB.length ? cursor + limit : null;
  return { items, next };
}
async function* paginate({ limit, signal, onPage }) {
  let cursor = 0, page = 0;
  while (cursor !== null) {
    signal?.throwIfAborted();
    const { items, next } = await fetchPage({ cursor, limit, signal });
    onPage?.(++page, items.length);
    yield* items;
    cursor = next;
  }
}
async function* take(it, n) { if (n <= 0) return; for await (const x of it) { yield x; if (--n <= 0) return; } }
async function* filter(it, pred) { for await (const x of it) if (pred(x)) yield x; }
async function* mapA(it, f) { for await (const x of it) yield await f(x); }
async function toArray(it) { const out = []; for await (const x of it) out.push(x); return out; }
async function* chunk(it, size) { let buf = []; for await (const x of it) { buf.push(x); if (buf.length === size) { yield buf; buf = []; } } if (buf.length) yield buf; }
(async () => {
  const pages = [];
  const all = await toArray(paginate({ limit: 5, onPage: (p, n) => pages.push(`${p}:${n}`) }));
  console.log('all', all.length, 'pages', pages.join(' '), 'last', all.at(-1).name);
  pages.length = 0;
  const firstCheap = await toArray(take(filter(paginate({ limit: 4, onPage: (p, n) => pages.push(`${p}:${n}`) }), x => x.price < 20), 3));
  console.log('first 3 cheap', firstCheap.map(x => `${x.name}@${x.price}`).join(', '), '| pages fetched', pages.join(' '));
  for await (const group of chunk(take(mapA(paginate({ limit: 10 }), async x => x.id * 2), 7), 3)) console.log('chunk', group);
  const ac = new AbortController();
  setTimeout(() => ac.abort(new Error('user navigated away')), 100);
  let seen = 0;
  try {
    for await (const item of paginate({ limit: 5, signal: ac.signal })) { seen++; }
    console.log('not reached');
  } catch (e) {
    console.log('aborted after', seen, 'items:', e.name, '-', e.message, '| reason is error', ac.signal.reason instanceof Error);
  }
  try {
    for await (const item of paginate({ limit: 5, signal: AbortSignal.timeout(40) })) seen++;
  } catch (e) {
    console.log('timeout:', e.name, e.constructor.name, e.message, 'code', e.code);
  }
  const pre = new AbortController();
  pre.abort();
  try { await toArray(paginate({ signal: pre.signal })); } catch (e) { console.log('pre-aborted:', e.name, e.message); }
  const any = AbortSignal.any([AbortSignal.timeout(500), pre.signal]);
  console.log('any already aborted', any.aborted, any.reason.name);
  const gen = paginate({ limit: 2 });
  console.log(JSON.stringify(await gen.next()), JSON.stringify(await gen.return('early')), JSON.stringify(await gen.next()));
  const listener = new AbortController();
  let fired = 0;
  listener.signal.addEventListener('abort', () => fired++, { once: true });
  listener.signal.onabort = (ev) => console.log('onabort event type', ev.type, 'isTrusted', ev.isTrusted);
  listener.abort('string reason'); listener.abort('second');
  console.log('fired', fired, 'reason', listener.signal.reason);
})();
