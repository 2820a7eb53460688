// A small inventory report printed with console.table: an array of records, a column
// filter, records with missing fields and nested values, a Map and a Set, inside a
// console.group, and text that process.stdout.write started before a console.log.
const inventory = [
  { sku: 'A-100', name: 'kettle', stock: 4, price: 29.5 },
  { sku: 'B-220', name: 'toaster', stock: 0, price: 41 },
  { sku: 'C-310', name: 'mug', stock: 120, tags: ['ceramic', 'blue', 'gift', 'sale'] },
];
console.table(inventory);
console.table(inventory, ['name', 'stock']);

const lowStock = new Map(inventory.filter((i) => i.stock < 10).map((i) => [i.sku, { stock: i.stock }]));
console.group('Low stock');
console.table(lowStock);
console.groupEnd();

console.table(new Set(inventory.map((i) => i.name.length)));
console.table({ monday: { orders: 3 }, tuesday: { orders: 5, refunds: 1 } });
console.table([['x', 'y'], ['z']]);
console.table(['plain', 42, null]);
console.table('not tabular');

process.stdout.write('total items: ');
console.log(inventory.reduce((sum, i) => sum + i.stock, 0));
