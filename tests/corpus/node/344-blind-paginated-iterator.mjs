// Async iterator over paginated data
const DATA = Array.from({ length: 23 }, (_, i) => ({ id: i + 1, name: `item${i + 1}` }));

async function fetchPage(cursor = 0, size = 5) {
  await new Promise((r) => setTimeout(r, 2));
  const items = DATA.slice(cursor, cursor + size);
  const next = cursor + size < DATA.length ? cursor + size : null;
  return { items, next };
}

async function* paginate(size) {
  let cursor = 0;
  let page = 0;
  while (cursor !== null) {
    const { items, next } = await fetchPage(cursor, size);
    page++;
    console.log(`  fetched page ${page} (${items.length} items)`);
    yield* items;
    cursor = next;
  }
}

let count = 0;
for await (const item of paginate(5)) {
  count++;
  if (item.id % 7 === 0) console.log('multiple of 7:', item.name);
  if (item.id === 16) {
    console.log('stopping early at', item.id);
    break;
  }
}
console.log('seen', count);

// take(n) helper over any async iterable
async function* take(iter, n) {
  let i = 0;
  for await (const v of iter) {
    if (i++ >= n) return;
    yield v;
  }
}
const names = [];
for await (const it of take(paginate(10), 12)) names.push(it.id);
console.log(names.join(','));

const it = paginate(20);
console.log(JSON.stringify(await it.next()));
console.log(JSON.stringify(await it.return('bye')));
console.log(JSON.stringify(await it.next()));
