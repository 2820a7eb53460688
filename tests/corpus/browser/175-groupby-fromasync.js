// Chromium has Object.groupBy, Map.groupBy and Array.fromAsync (ES2024/ES2026); a small
// report groups orders and collects an async source into an array.
const orders = [
  { id: 1, status: 'paid', total: 30 },
  { id: 2, status: 'refunded', total: 12 },
  { id: 3, status: 'paid', total: 8 },
  { id: 4, status: 'pending', total: 20 },
];
const byStatus = Object.groupBy(orders, (o) => o.status);
console.log('statuses:', Object.keys(byStatus).join(', '), 'proto null:', Object.getPrototypeOf(byStatus) === null);
console.log('paid ids:', byStatus.paid.map((o) => o.id).join(','));
const bySize = Map.groupBy(orders, (o) => (o.total >= 20 ? 'big' : 'small'));
console.log('map keys:', [...bySize.keys()].join(','), 'big:', bySize.get('big').length);
const zeros = Map.groupBy([0, -0, 1], (x) => x);
console.log('-0 groups with 0:', zeros.size, Object.is([...zeros.keys()][0], 0));
async function* pages() { yield 'p1'; await null; yield 'p2'; }
Array.fromAsync(pages()).then((all) => console.log('fromAsync pages:', all.join(',')));
Array.fromAsync([Promise.resolve(1), 2], (x) => x * 10).then((v) => console.log('mapped:', v.join(',')));
Array.fromAsync({ length: 2, 0: 'a', 1: Promise.resolve('b') }).then((v) => console.log('array-like:', v.join(',')));
Array.fromAsync(null).catch((e) => console.log('null:', e instanceof TypeError));
console.log('sync end, lengths:', Array.fromAsync.length, Object.groupBy.length);
