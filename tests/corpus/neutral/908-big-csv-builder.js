// A CSV report of 100 000 rows built line by line, then parsed back and summed per column.
const cities = ['Oslo', 'Lima', 'Pune', 'Kyiv', 'Doha', 'Bern', 'Rome'];
let csv = 'id,city,amount,flag\n';
for (let i = 1; i <= 100000; i++) {
  const amount = ((i * 7919) % 100000) / 100;
  csv += i + ',' + cities[i % cities.length] + ',' + amount.toFixed(2) + ',' + (i % 3 === 0 ? 'Y' : 'N') + '\n';
}
console.log('bytes', csv.length);
console.log(csv.slice(0, csv.indexOf('\n', 40)));
const lines = csv.trim().split('\n');
const header = lines.shift().split(',');
const totals = {};
let flagged = 0;
let cents = 0;
for (const line of lines) {
  const cols = line.split(',');
  const row = Object.fromEntries(header.map((h, k) => [h, cols[k]]));
  totals[row.city] = (totals[row.city] || 0) + Math.round(parseFloat(row.amount) * 100);
  if (row.flag === 'Y') flagged++;
  cents += Math.round(Number(row.amount) * 100);
}
console.log('rows', lines.length, 'flagged', flagged, 'total', (cents / 100).toFixed(2));
for (const c of Object.keys(totals).sort()) console.log(c.padEnd(5), (totals[c] / 100).toFixed(2).padStart(12));
console.log('last line', lines[lines.length - 1]);
