// Intl.NumberFormat notations and units on a dashboard: compact followers and views,
// file sizes, speeds, temperatures and durations, scientific and engineering notation.
const compact = new Intl.NumberFormat('en-US', { notation: 'compact' });
const compactLong = new Intl.NumberFormat('en-US', { notation: 'compact', compactDisplay: 'long' });
for (const n of [0, 7, 999, 1000, 1234, 9999, 15300, 99999, 123456, 999999, 1e6, 2.5e6, 1.5e9, 2.345e12, 1e15, -1234, 0.5, 12.345, 1e-7])
  console.log(String(n).padEnd(14), compact.format(n).padEnd(8), compactLong.format(n));
console.log(new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 2 }).format(1234567));
console.log(new Intl.NumberFormat('en-US', { notation: 'compact', style: 'currency', currency: 'USD' }).format(4200000));
console.log(new Intl.NumberFormat('en-US', { notation: 'compact', useGrouping: 'always' }).format(1e15));
const units = ['kilometer', 'meter', 'mile', 'foot', 'inch', 'kilogram', 'pound', 'liter', 'celsius', 'fahrenheit',
  'percent', 'second', 'minute', 'hour', 'day', 'week', 'month', 'year', 'millisecond', 'byte', 'kilobyte',
  'megabyte', 'gigabyte', 'kilometer-per-hour', 'mile-per-hour', 'meter-per-second', 'megabyte-per-second', 'liter-per-kilometer'];
for (const unit of units) {
  const row = [];
  for (const unitDisplay of ['short', 'long', 'narrow'])
    for (const x of [1, 2.5])
      row.push(new Intl.NumberFormat('en-US', { style: 'unit', unit, unitDisplay }).format(x));
  console.log(unit, JSON.stringify(row));
}
console.log(new Intl.NumberFormat('en-US', { style: 'unit', unit: 'gigabyte', maximumFractionDigits: 1 }).format(3.14159));
console.log(new Intl.NumberFormat('en-US', { style: 'unit', unit: 'kilobyte', notation: 'compact' }).format(1234567));
const sci = new Intl.NumberFormat('en-US', { notation: 'scientific' });
const eng = new Intl.NumberFormat('en-US', { notation: 'engineering' });
for (const n of [0, 1, 123456, 0.00012, -6.02214076e23, 9.9999])
  console.log(n, sci.format(n), eng.format(n));
console.log(new Intl.NumberFormat('en-US', { notation: 'scientific', maximumFractionDigits: 1 }).format(9.99));
console.log(new Intl.NumberFormat('en-US', { style: 'percent' }).format(0.256), new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 2 }).format(-0.00123));
