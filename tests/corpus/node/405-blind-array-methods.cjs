// Everyday array work on a list of orders.
const orders = [
  { id: 'o1', customer: 'ann', total: 120.5, items: ['pen', 'ink'], placed: '2024-01-03' },
  { id: 'o2', customer: 'bob', total: 75, items: ['book'], placed: '2024-01-01' },
  { id: 'o3', customer: 'ann', total: 75, items: ['bag', 'pen', 'tape'], placed: '2024-01-02' },
  { id: 'o4', customer: 'cid', total: 300.25, items: [], placed: '2024-01-05' },
  { id: 'o5', customer: 'bob', total: 12.75, items: ['ink'], placed: '2024-01-04' },
];

const sorted = [...orders].sort((a, b) => b.total - a.total || a.placed.localeCompare(b.placed));
console.log('by total desc, then date:', sorted.map((o) => o.id).join(' '));
console.log('at(-1):', orders.at(-1).id, 'at(0):', orders.at(0).id, 'at(99):', orders.at(99));
console.log('findLast ann:', orders.findLast((o) => o.customer === 'ann').id, 'findLastIndex >100:', orders.findLastIndex((o) => o.total > 100));
console.log('all items:', orders.flatMap((o) => o.items));
console.log('unique items:', [...new Set(orders.flatMap((o) => o.items))].sort());
console.log('item counts:', orders.flatMap((o) => o.items).reduce((m, i) => m.set(i, (m.get(i) ?? 0) + 1), new Map()));

const groupBy = (arr, key) => arr.reduce((acc, x) => {
  const k = typeof key === 'function' ? key(x) : x[key];
  (acc[k] ||= []).push(x);
  return acc;
}, {});
const byCustomer = groupBy(orders, 'customer');
for (const [c, list] of Object.entries(byCustomer)) {
  const sum = list.reduce((s, o) => s + o.total, 0);
  console.log(`${c.padEnd(4)} ${String(list.length).padStart(2)} orders  ${sum.toFixed(2).padStart(8)}`);
}
console.log(groupBy(orders, (o) => (o.total >= 100 ? 'big' : 'small')).big.map((o) => o.id));

console.log('some empty:', orders.some((o) => o.items.length === 0), 'every >10:', orders.every((o) => o.total > 10));
console.log('includes NaN:', [1, NaN].includes(NaN), 'indexOf NaN:', [1, NaN].indexOf(NaN));
console.log('flat depth:', [1, [2, [3, [4]]]].flat(), [1, [2, [3, [4]]]].flat(Infinity));
console.log('from with map:', Array.from({ length: 5 }, (_, i) => i ** 2));
console.log('fill/copyWithin:', new Array(5).fill(0).fill(7, 1, 3), [1, 2, 3, 4, 5].copyWithin(0, 3));
console.log('default sort is string sort:', [10, 9, 1, 100, 25].sort());
console.log('numeric sort:', [10, 9, 1, 100, 25].sort((a, b) => a - b));
console.log('toSorted/toReversed/with:', [3, 1, 2].toSorted(), [3, 1, 2].toReversed(), [3, 1, 2].with(1, 9));
console.log('splice:', (() => { const a = ['a', 'b', 'c', 'd']; const removed = a.splice(1, 2, 'X'); return [a, removed]; })());
console.log('sparse:', [1, , 3], [1, , 3].map((x) => x * 2), Object.keys([1, , 3]));
const words = ['Émile', 'zoe', 'Adam', 'éclair', 'bob'];
console.log('localeCompare sort:', [...words].sort((a, b) => a.localeCompare(b)));
console.log('stable sort:', [{ n: 'a', k: 1 }, { n: 'b', k: 0 }, { n: 'c', k: 1 }, { n: 'd', k: 0 }].sort((x, y) => x.k - y.k).map((x) => x.n).join(''));
console.log('reduceRight:', ['a', 'b', 'c'].reduceRight((acc, x) => acc + x, ''));
console.log('entries:', [...['x', 'y'].entries()]);
