// @html <table id="invoice"><thead><tr><th>Item</th><th>Qty</th><th>Price</th></tr></thead><tbody></tbody></table><p id="total"></p>
// Render an invoice with Intl formatters: currencies, percent, compact numbers, dates in UTC.
const lines = [
  { item: 'Espresso machine', qty: 1, price: 649.9 },
  { item: 'Coffee beans (1kg)', qty: 3, price: 18.5 },
  { item: 'Descaler', qty: 2, price: 7.25 },
];
const issued = new Date(Date.UTC(2024, 2, 15, 14, 30, 0));
const due = new Date(Date.UTC(2024, 3, 14, 23, 59, 0));

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const eur = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' });
const jpy = new Intl.NumberFormat('ja-JP', { style: 'currency', currency: 'JPY' });
const pct = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 1 });
const compact = new Intl.NumberFormat('en-US', { notation: 'compact', compactDisplay: 'short' });

const tbody = document.querySelector('#invoice tbody');
for (const l of lines) {
  const row = tbody.insertRow();
  row.insertCell().textContent = l.item;
  row.insertCell().textContent = String(l.qty);
  row.insertCell().textContent = usd.format(l.qty * l.price);
}
const subtotal = lines.reduce((s, l) => s + l.qty * l.price, 0);
const taxRate = 0.0825;
const total = subtotal * (1 + taxRate);
document.getElementById('total').textContent = `Total ${usd.format(total)}`;

for (const row of tbody.rows) console.log([...row.cells].map((c) => c.textContent).join(' | '));
console.log(`subtotal ${usd.format(subtotal)}, tax ${pct.format(taxRate)}, ${document.getElementById('total').textContent}`);
console.log(`in EUR: ${eur.format(total * 0.92)}; in JPY: ${jpy.format(total * 151.3)}`);
console.log(`parts: ${usd.formatToParts(-1234.5).map((p) => `${p.type}:${p.value}`).join(' ')}`);
console.log(`accounting: ${new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', currencySign: 'accounting' }).format(-42)}`);
console.log(`compact: ${[999, 1234, 15300, 2_500_000, 7.1e9].map((n) => compact.format(n)).join(', ')}`);
console.log(`units: ${new Intl.NumberFormat('en-US', { style: 'unit', unit: 'kilogram', unitDisplay: 'long' }).format(3)}`);
console.log(`grouping en-IN: ${new Intl.NumberFormat('en-IN').format(12345678.9)}`);
console.log(`toLocaleString: ${(1234567.891).toLocaleString('en-US', { maximumFractionDigits: 2 })}`);

const dateLong = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });
const dateTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
const custom = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });
console.log(`issued: ${dateLong.format(issued)} / ${dateTime.format(issued)} / ${custom.format(issued)}`);
console.log(`due: ${new Intl.DateTimeFormat('de-DE', { dateStyle: 'full', timeZone: 'UTC' }).format(due)}`);
console.log(`iso: ${issued.toISOString()} json: ${JSON.stringify({ issued })}`);
console.log(`utc string: ${due.toUTCString()}`);
console.log(`date parts: ${dateLong.formatToParts(due).filter((p) => p.type !== 'literal').map((p) => p.value).join('/')}`);
console.log(`toLocaleDateString: ${issued.toLocaleDateString('fr-FR', { timeZone: 'UTC', year: 'numeric', month: 'long', day: 'numeric' })}`);

const days = Math.round((due - issued) / 86_400_000);
const rtf = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
console.log(`due ${rtf.format(days, 'day')}; yesterday: ${rtf.format(-1, 'day')}; ${rtf.format(2, 'week')}`);
const pr = new Intl.PluralRules('en-US', { type: 'ordinal' });
const suffix = { one: 'st', two: 'nd', few: 'rd', other: 'th' };
console.log(`ordinals: ${[1, 2, 3, 4, 11, 12, 21, 102].map((n) => n + suffix[pr.select(n)]).join(' ')}`);
const list = new Intl.ListFormat('en', { style: 'long', type: 'conjunction' });
console.log(`items: ${list.format(lines.map((l) => l.item))}`);
console.log(`sorted: ${['éclair', 'Zebra', 'apple', 'Äpfel', 'zoo'].sort(new Intl.Collator('en').compare).join(', ')}`);
