// Modern Array methods on a small data set
const orders = [
  { id: 1, customer: 'ann', items: ['pen', 'ink'], total: 12.5, status: 'shipped' },
  { id: 2, customer: 'bob', items: ['paper'], total: 4, status: 'pending' },
  { id: 3, customer: 'ann', items: ['desk', 'lamp', 'pen'], total: 310, status: 'shipped' },
  { id: 4, customer: 'cy', items: [], total: 0, status: 'cancelled' },
  { id: 5, customer: 'bob', items: ['ink'], total: 7.25, status: 'shipped' },
];

console.log(orders.flatMap((o) => o.items));
console.log(orders.map((o) => o.items).flat().filter((v, i, arr) => arr.indexOf(v) === i));
console.log(orders.at(-1).id, orders.at(0).id, [].at(0));
console.log(orders.findLast((o) => o.customer === 'ann').id, orders.findLastIndex((o) => o.total > 100));
console.log(orders.find((o) => o.total > 1000), orders.some((o) => o.status === 'pending'), orders.every((o) => o.total >= 0));

const byCustomer = orders.reduce((acc, o) => {
  (acc[o.customer] ??= []).push(o.id);
  return acc;
}, {});
console.log(byCustomer);

const revenue = orders.filter((o) => o.status === 'shipped').reduce((s, o) => s + o.total, 0);
console.log('revenue', revenue.toFixed(2));

const sorted = orders.toSorted((a, b) => b.total - a.total).map((o) => o.id);
console.log('toSorted', sorted, 'original untouched', orders.map((o) => o.id));
console.log('toReversed', [1, 2, 3].toReversed(), 'with', [1, 2, 3].with(1, 'two'), 'toSpliced', [1, 2, 3, 4].toSpliced(1, 2, 'x'));

console.log(Array.from({ length: 5 }, (_, i) => i ** 2), Array.of(7, 8), new Array(3).fill(0));
console.log([3, 1, 10, 2].sort(), [3, 1, 10, 2].sort((a, b) => a - b));
console.log([1, [2, [3, [4, [5]]]]].flat(2), [1, [2, [3, [4]]]].flat(Infinity));
console.log([..."hello"].entries().next(), [...['a', 'b'].entries()], [...['a', 'b'].keys()]);
console.log(['x', 'y', 'z'].includes('y'), [NaN].includes(NaN), [NaN].indexOf(NaN));
console.log([1, 2, 3, 4, 5].copyWithin(0, 3), [1, 2, 3].reduceRight((a, b) => a + '-' + b));
const sparse = [1, , 3];
console.log(sparse, sparse.length, sparse.map((x) => x * 2), Object.keys(sparse));
console.log([10, 1, 5].join(' < '), Array.isArray([]), [['a', 1], ['b', 2]].map(([k, v]) => k.repeat(v)));
const chunk = (arr, n) => arr.reduce((out, v, i) => (i % n ? out[out.length - 1].push(v) : out.push([v]), out), []);
console.log(chunk([1, 2, 3, 4, 5, 6, 7], 3));
console.log([5, 1, 4].map(String).concat(['9'], 8), [0, '', null, 'ok', 42].filter(Boolean));
