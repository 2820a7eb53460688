const inventory = [
  { id: 3, name: 'widget', price: 9.99, tags: ['tools', 'small'], secret: 'x' },
  { id: 1, name: 'gadget', price: 24.5, tags: ['tech'], created: undefined },
  { id: 2, name: 'doohickey', price: 0.1 + 0.2, tags: [], fn() {} },
];

console.log(JSON.stringify(inventory, ['id', 'name']));
console.log(JSON.stringify(inventory[0], (k, v) => (k === 'secret' ? undefined : v), 2));
console.log(JSON.stringify({ big: 10n.toString(), d: new Map([[1, 2]]), n: NaN, inf: -Infinity, nested: { a: [undefined, () => 1] } }, null, '\t'));
console.log(JSON.stringify({ toJSON() { return { custom: true }; } }));

const parsed = JSON.parse('{"a":1,"b":[1,2,{"c":"3"}]}', (k, v) => (typeof v === 'number' ? v * 10 : v));
console.log(parsed);

console.log(inventory.flatMap((i) => i.tags), inventory.map((i) => i.name).at(-1));
console.log(inventory.findLast((i) => i.price < 10)?.name, inventory.findLastIndex((i) => i.price > 100));
const sorted = inventory.toSorted((a, b) => a.id - b.id);
console.log(sorted.map((i) => i.id), inventory.map((i) => i.id));
console.log([3, 1, 2].toReversed(), [1, 2, 3].with(1, 9), [1, 2, 3, 4].toSpliced(1, 2, 'x'));
const clone = structuredClone({ d: new Map([['k', new Set([1])]]), arr: [1, [2]] });
console.log(clone);
console.log([[1, [2, [3, [4]]]]].flat(Infinity), Array.from({ length: 3 }, (_, i) => i ** 2));
console.log([1, 2, 3, 4, 5].reduce((acc, x) => (x % 2 ? { ...acc, odd: [...acc.odd, x] } : acc), { odd: [] }));
console.log(Object.entries({ x: 1, y: 2 }).map(([k, v]) => `${k}=${v}`).join('&'));
console.log([0, -0, NaN].includes(NaN), [NaN].indexOf(NaN), Object.is(-0, 0));
