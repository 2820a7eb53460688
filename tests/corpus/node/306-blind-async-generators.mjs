// Paginated API consumed with for await
const pages = { 1: ['a', 'b'], 2: ['c'], 3: ['d', 'e', 'f'] };

async function fetchPage(n) {
  await new Promise((r) => setTimeout(r, 5));
  return { items: pages[n] ?? [], next: pages[n + 1] ? n + 1 : null };
}

async function* allItems() {
  let page = 1;
  while (page) {
    const { items, next } = await fetchPage(page);
    console.log(`fetched page ${page}`);
    yield* items;
    page = next;
  }
}

async function* take(it, n) {
  let i = 0;
  for await (const x of it) {
    if (i++ >= n) return;
    yield x;
  }
}

const seen = [];
for await (const item of take(allItems(), 4)) {
  seen.push(item.toUpperCase());
}
console.log(seen);

const gen = allItems();
console.log(await gen.next());
console.log(await gen.return('done early'));
console.log(await gen.next());
