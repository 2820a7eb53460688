// JSON.stringify and JSON.parse of a list of records.
const rows = [];
for (let i = 0; i < 20_000; i++) rows.push({ id: i, name: 'user' + i, tags: ['a', 'b', 'c'], score: i / 7, active: i % 2 === 0 });
const t0 = performance.now();
let n = 0;
for (let r = 0; r < 10; r++) n += JSON.parse(JSON.stringify(rows)).length;
const t1 = performance.now();
console.log('result', n);
console.log('ms', t1 - t0);
