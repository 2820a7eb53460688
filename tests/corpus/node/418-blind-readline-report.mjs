// Reading "a file" line by line with readline over a Readable, then building a report.
import { Readable } from 'node:stream';
import { createInterface } from 'node:readline';
import { once } from 'node:events';

const csv = `date,region,product,units,price
2024-01-05,north,widget,10,2.50
2024-01-05,south,gadget,3,10.00
2024-01-06,north,gadget,1,10.00

# comment line
2024-01-07,east,widget,7,2.50
2024-01-07,south,widget,12,2.25
2024-01-08,north,widget,x,2.50`;

const rl = createInterface({ input: Readable.from([csv.slice(0, 50), csv.slice(50, 140), csv.slice(140)]), crlfDelay: Infinity });
let lineNo = 0;
let header;
const totals = new Map();
const errors = [];
rl.on('line', (line) => {
  lineNo++;
  if (!line.trim() || line.startsWith('#')) return;
  const cells = line.split(',');
  if (!header) { header = cells; return; }
  const row = Object.fromEntries(header.map((h, i) => [h, cells[i]]));
  const units = Number(row.units);
  if (!Number.isFinite(units)) { errors.push(`line ${lineNo}: bad units "${row.units}"`); return; }
  const key = `${row.region}/${row.product}`;
  const prev = totals.get(key) ?? { units: 0, revenue: 0 };
  totals.set(key, { units: prev.units + units, revenue: prev.revenue + units * Number(row.price) });
});
rl.on('close', () => console.log('close event after', lineNo, 'lines'));
await once(rl, 'close');

const sorted = [...totals].sort(([a, x], [b, y]) => y.revenue - x.revenue || a.localeCompare(b));
for (const [key, { units, revenue }] of sorted) console.log(key.padEnd(14), String(units).padStart(4), revenue.toFixed(2).padStart(8));
console.log('errors:', errors);
const grand = sorted.reduce((s, [, v]) => s + v.revenue, 0);
console.log('grand total', grand.toFixed(2));

const rl2 = createInterface({ input: Readable.from(['one\ntw', 'o\r\nthree']) });
const lines = [];
for await (const l of rl2) lines.push(l);
console.log(lines);
