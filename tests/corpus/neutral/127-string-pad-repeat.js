// padStart/padEnd with default and custom fillers, and repeat.
console.log('5'.padStart(3, '0'), '5'.padEnd(3, '*'), 'abc'.padStart(2), '7'.padStart(4));
console.log('x'.padStart(6, 'ab'), 'x'.padEnd(6, 'ab'), 'x'.padStart(3, ''));
const rows = [['id', 'name'], ['1', 'Ann'], ['42', 'Bob']];
for (const [id, name] of rows) console.log('|' + id.padStart(4) + ' | ' + name.padEnd(5) + '|');
console.log('ab'.repeat(3), '-'.repeat(0) === '', 'x'.repeat(2.9));
try {
  'x'.repeat(-1);
} catch (e) {
  console.log('negative repeat:', e instanceof RangeError);
}
