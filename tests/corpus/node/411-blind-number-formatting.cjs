// Number formatting that shows up in reports and invoices.
const values = [0, 1, -1.005, 1.005, 2.5, 3.14159, 1234.5678, 0.000123, 1e21, 123456789, -0];
for (const v of values) {
  console.log(String(v).padStart(12), v.toFixed(2).padStart(24), v.toPrecision(3).padStart(10), v.toExponential(1));
}
console.log((0.1 + 0.2).toFixed(20), 0.1 + 0.2 === 0.3, Math.abs(0.1 + 0.2 - 0.3) < Number.EPSILON);
console.log((255).toString(16), (255).toString(2).padStart(16, '0'), parseInt('ff', 16), parseInt('0x1A'), parseInt('12px'), Number('12px'));
console.log(Number(''), Number(' 42 '), Number('1_000'), 1_000_000, parseFloat('3.14abc'), +'0b101', +'0o17');
console.log(Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER + 2, 2 ** 53 + 1, 9007199254740993n + 2n);
console.log(Math.round(-2.5), Math.round(2.5), Math.round(-0.4), Math.trunc(-4.7), Math.sign(-3), Math.cbrt(27), Math.hypot(3, 4));
const roundTo = (n, d) => Math.round((n + Number.EPSILON) * 10 ** d) / 10 ** d;
console.log(roundTo(1.005, 2), roundTo(2.675, 2), (2.675).toFixed(2));

function formatBytes(bytes, decimals = 1) {
  if (bytes === 0) return '0 B';
  const units = ['B', 'KB', 'MB', 'GB', 'TB'];
  const i = Math.min(Math.floor(Math.log(bytes) / Math.log(1024)), units.length - 1);
  return `${(bytes / 1024 ** i).toFixed(decimals)} ${units[i]}`;
}
console.log([0, 1000, 1024, 1536, 1048576, 5e9, 3e15].map((b) => formatBytes(b)).join(' | '));

function withCommas(n) {
  const [int, frac] = Math.abs(n).toFixed(2).split('.');
  return `${n < 0 ? '-' : ''}${int.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${frac}`;
}
console.log(withCommas(1234567.891), withCommas(-999.999), withCommas(0.5));
console.log(new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(1234.5));
console.log(new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }).format(1234.5));
console.log((1234.5).toLocaleString('en-US'), (0.256).toLocaleString('en-US', { style: 'percent', maximumFractionDigits: 1 }));

const table = [['Widget', 4, 3.5], ['Gadget long name', 1, 120], ['Nut', 250, 0.04]];
console.log('Item'.padEnd(18) + 'Qty'.padStart(5) + 'Price'.padStart(9) + 'Total'.padStart(10));
for (const [name, q, p] of table) {
  console.log(name.slice(0, 16).padEnd(18) + String(q).padStart(5) + p.toFixed(2).padStart(9) + (q * p).toFixed(2).padStart(10));
}
console.log(1 / 0, -1 / 0, 0 / 0, Object.is(-0, 0), Object.is(NaN, NaN), [-0].includes(0), String(-0), `${-0}`, JSON.stringify(-0));
console.log(0.1 * 3, 1e-7, 123e-20, 2 ** -1074, Number.MIN_VALUE, 1e300 * 1e10, (123.456).toFixed(0), (1e-10).toFixed(3));
