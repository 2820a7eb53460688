// A worker parses a CSV file of its program (fs.readFileSync next to __dirname) and posts the aggregates back.
const path = require('node:path');
const { Worker } = require('node:worker_threads');

const worker = new Worker(path.join(__dirname, 'report-worker.js'), { workerData: { file: 'sales.csv' } });
worker.on('message', ({ rows, skipped, byRegion, best }) => {
  console.log(`${rows} rows parsed, ${skipped} skipped`);
  for (const [region, { total, count }] of Object.entries(byRegion).sort()) {
    console.log(`${region.padEnd(6)} ${String(count).padStart(2)} sales ${total.toFixed(2).padStart(9)}`);
  }
  console.log('best sale:', best);
});
worker.on('error', (e) => console.log('worker failed:', e.code || e.message));
worker.on('exit', (code) => console.log('exit', code));
// @file report-worker.js
const fs = require('node:fs');
const path = require('node:path');
const { parentPort, workerData } = require('node:worker_threads');

const text = fs.readFileSync(path.join(__dirname, workerData.file), 'utf8');
const [header, ...lines] = text.split('\n').filter((l) => l.trim() !== '');
const cols = header.split(',');
const byRegion = {};
let rows = 0, skipped = 0, best = null;
for (const line of lines) {
  const rec = Object.fromEntries(line.split(',').map((v, i) => [cols[i], v.trim()]));
  const amount = Number(rec.amount);
  if (!rec.region || Number.isNaN(amount)) { skipped++; continue; }
  rows++;
  const r = (byRegion[rec.region] ??= { total: 0, count: 0 });
  r.total += amount;
  r.count++;
  if (!best || amount > best.amount) best = { id: rec.id, region: rec.region, amount };
}
parentPort.postMessage({ rows, skipped, byRegion, best });
// @file sales.csv
id,region,amount
1,north,120.50
2,south,99.99
3,east,310.00
4,north,45.25
5,west,n/a
6,south,500.10
7,east,12.00
8,,70.00
9,north,230.75
10,west,88.80
