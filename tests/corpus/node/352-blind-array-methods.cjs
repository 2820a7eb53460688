// Modern Array methods on realistic data
const orders = [
  { id: 1, customer: 'ann', items: ['pen', 'ink'], total: 12.5, at: '2024-03-01' },
  { id: 2, customer: 'bob', items: ['paper'], total: 4, at: '2024-03-02' },
  { id: 3, customer: 'ann', items: ['stapler', 'pen', 'clips'], total: 30.25, at: '2024-03-02' },
  { id: 4, customer: 'cid', items: [], total: 0, at: '2024-03-05' },
  { id: 5, customer: 'bob', items: ['ink'], total: 8, at: '2024-03-07' },
];
console.log(orders.flatMap((o) => o.items).join(','));
console.log([...new Set(orders.flatMap((o) => o.items))].sort().join(','));
console.log(orders.at(-1).id, orders.at(0).customer, [].at(0));
console.log(orders.findLast((o) => o.customer === 'ann').id, orders.findLastIndex((o) => o.total > 100));
const byTotal = orders.slice().sort((a, b) => b.total - a.total || a.id - b.id);
console.log(byTotal.map((o) => o.id).join(' '));
const byCustomerThenDate = [...orders].sort((a, b) => a.customer.localeCompare(b.customer) || b.at.localeCompare(a.at));
console.log(byCustomerThenDate.map((o) => `${o.customer}:${o.id}`).join(' '));
const revenue = orders.reduce((sum, o) => sum + o.total, 0);
console.log('revenue', revenue.toFixed(2), 'avg', (revenue / orders.length).toFixed(3));
console.log(Array.from({ length: 5 }, (_, i) => i * i).join(','), Array.from('héllo', (c) => c.toUpperCase()).join(''));
console.log(Array.of(7).length, Array(3).fill(0).join(''), [1, [2, [3, [4]]]].flat(Infinity).join(''));
console.log([10, 1, 5, 100].sort().join(','), [10, 1, 5, 100].sort((a, b) => a - b).join(','));
console.log(orders.some((o) => o.items.length === 0), orders.every((o) => o.total >= 0));
console.log(JSON.stringify(Object.entries(orders.reduce((acc, o) => { (acc[o.customer] ??= []).push(o.id); return acc; }, {}))));
const arr = [3, 1, 2];
console.log(arr.toSorted().join(''), arr.toReversed().join(''), arr.with(0, 9).join(''), arr.join(''));
console.log(arr.toSpliced(1, 1, 'x', 'y').join(''), [1, 2, 3, 4].includes(NaN), [NaN].includes(NaN), [NaN].indexOf(NaN));
console.log([..."abc"].entries().next().value.join(':'), [1, 2, 3].reduceRight((a, b) => a + '-' + b));
console.log([5, 1, 4].map(String).join(), ['1', '2', '3'].map(Number.parseInt).join(), ['1', '2', '3'].map(parseInt).join());
console.log([, 1, , 2].length, Object.keys([, 1, , 2]).join(), [, 1].map((x) => 2).join('|'));
