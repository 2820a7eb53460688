// Intl formatting with fixed dates (UTC) and numbers
const when = new Date(Date.UTC(2024, 2, 9, 14, 5, 7));
const opts = { timeZone: 'UTC' };

console.log(new Intl.DateTimeFormat('en-US', { ...opts, dateStyle: 'full', timeStyle: 'short' }).format(when));
console.log(new Intl.DateTimeFormat('en-GB', { ...opts, dateStyle: 'medium' }).format(when));
console.log(new Intl.DateTimeFormat('de-DE', { ...opts, weekday: 'long', day: 'numeric', month: 'long' }).format(when));
console.log(new Intl.DateTimeFormat('ja-JP', { ...opts, year: 'numeric', month: '2-digit', day: '2-digit' }).format(when));
console.log(when.toLocaleDateString('fr-FR', { ...opts, month: 'short', day: 'numeric', year: 'numeric' }));
console.log(when.toLocaleTimeString('en-US', { ...opts, hour: '2-digit', minute: '2-digit' }));
console.log(
  new Intl.DateTimeFormat('en-US', { ...opts, month: 'long', day: 'numeric' })
    .formatToParts(when)
    .map((p) => `${p.type}=${JSON.stringify(p.value)}`)
    .join(' ')
);

const n = 1234567.891;
console.log(n.toLocaleString('en-US'), '|', n.toLocaleString('de-DE'), '|', n.toLocaleString('en-IN'));
console.log(new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(-42.5));
console.log(new Intl.NumberFormat('ja-JP', { style: 'currency', currency: 'JPY' }).format(5000));
console.log(new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }).format(1999.9));
console.log(new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 1 }).format(0.4567));
console.log(new Intl.NumberFormat('en-US', { notation: 'compact' }).format(1530000));
console.log(new Intl.NumberFormat('en-US', { style: 'unit', unit: 'kilometer-per-hour' }).format(88));
console.log(new Intl.NumberFormat('en-US', { minimumIntegerDigits: 3, signDisplay: 'always' }).format(7));

const pr = new Intl.PluralRules('en-US', { type: 'ordinal' });
const suffix = { one: 'st', two: 'nd', few: 'rd', other: 'th' };
console.log([1, 2, 3, 4, 11, 12, 13, 21, 22, 101].map((k) => k + suffix[pr.select(k)]).join(' '));

const rtf = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
console.log(rtf.format(-1, 'day'), '|', rtf.format(2, 'week'), '|', rtf.format(0, 'year'));

const lf = new Intl.ListFormat('en', { style: 'long', type: 'conjunction' });
console.log(lf.format(['red', 'green', 'blue']), '|', new Intl.ListFormat('en', { type: 'disjunction' }).format(['tea', 'coffee']));

const names = ['Émile', 'zoe', 'Zack', 'adam', 'Ådne', 'item10', 'item2'];
console.log([...names].sort(new Intl.Collator('en', { numeric: true, sensitivity: 'base' }).compare));
console.log(when.toISOString(), when.toUTCString(), when.getTime());
