// Async generators: paginated "fetch" (promises, no timers) consumed with for await, page by page.
const pages = { 1: { items: ['a', 'b'], next: 2 }, 2: { items: ['c'], next: 3 }, 3: { items: ['d', 'e'], next: null } };
function fetchPage(n) {
  console.log('fetch page', n);
  return Promise.resolve().then(() => pages[n]);
}
async function* allItems() {
  let page = 1;
  while (page !== null) {
    const data = await fetchPage(page);
    for (const item of data.items) yield item;
    page = data.next;
  }
}
async function* takeWhile(source, pred) {
  for await (const x of source) {
    if (!pred(x)) return;
    yield x;
  }
}
async function main() {
  const seen = [];
  for await (const item of allItems()) {
    console.log('item', item);
    seen.push(item);
  }
  console.log('all:', seen.join(','));
  for await (const item of takeWhile(allItems(), (x) => x !== 'c')) console.log('until c:', item);
  console.log('done');
}
main();
console.log('main started');
