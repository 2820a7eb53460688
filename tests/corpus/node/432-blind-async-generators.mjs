// Async generators: paging through a fake API, take(), and interleaving with timers
const pages = {
  1: { items: ['a', 'b', 'c'], next: 2 },
  2: { items: ['d', 'e'], next: 3 },
  3: { items: ['f'], next: null },
};

async function fetchPage(n) {
  await new Promise((r) => setTimeout(r, 10 * n));
  console.log(`  (fetched page ${n})`);
  return pages[n];
}

async function* paginate(start = 1) {
  let n = start;
  try {
    while (n) {
      const page = await fetchPage(n);
      yield* page.items;
      n = page.next;
    }
  } finally {
    console.log('  paginate cleanup');
  }
}

async function* take(iter, count) {
  let i = 0;
  for await (const v of iter) {
    if (i++ >= count) return;
    yield v;
  }
}

async function* mapAsync(iter, fn) {
  for await (const v of iter) yield fn(v);
}

console.log('all items:');
for await (const item of paginate()) console.log(' ', item);

console.log('first four, upper-cased:');
for await (const item of mapAsync(take(paginate(), 4), (s) => s.toUpperCase())) {
  console.log(' ', item);
}

const gen = paginate(3);
console.log('manual next:', await gen.next());
console.log('manual return:', await gen.return('stopped'));
console.log('after return:', await gen.next());

const sync = (function* () {
  const x = yield 1;
  console.log('sync gen received', x);
  yield x * 2;
})();
console.log(sync.next().value, sync.next(21).value, sync.next().done);
