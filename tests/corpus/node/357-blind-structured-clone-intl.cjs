// structuredClone and Intl formatting (en-US, fixed locales)
const original = {
  when: new Date(Date.UTC(2020, 1, 29, 12)),
  tags: new Set(['x', 'y']),
  scores: new Map([['ann', 3]]),
  re: /ab+c/gi,
  nested: { arr: [1, { deep: true }] },
  buf: new Uint8Array([1, 2, 3]),
};
original.self = original;
const copy = structuredClone(original);
console.log(copy !== original, copy.self === copy, copy.when instanceof Date, copy.when.toISOString());
console.log(copy.tags.has('y'), copy.scores.get('ann'), copy.re.source, copy.re.flags, copy.buf[2]);
copy.nested.arr[1].deep = false;
console.log(original.nested.arr[1].deep);
try { structuredClone({ f() {} }); } catch (e) { console.log(e.name, e.message); }
class Point { constructor(x) { this.x = x; } get double() { return this.x * 2; } }
const p = structuredClone(new Point(3));
console.log(p instanceof Point, p.x, p.double, Object.getPrototypeOf(p) === Object.prototype);
const err = structuredClone(new RangeError('bad', { cause: 1 }));
console.log(err instanceof RangeError, err.message);

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
console.log(usd.format(1234567.891), usd.format(-0.5));
console.log(new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }).format(1234.5));
console.log(new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 }).format(3.14159));
console.log(new Intl.NumberFormat('en-US', { style: 'percent' }).format(0.256));
console.log(new Intl.NumberFormat('en-US', { notation: 'compact' }).format(1530000));
console.log((1234.5).toLocaleString('en-US'), (0.1 + 0.2).toFixed(2), (1e21).toLocaleString('en-US'));
console.log(new Intl.NumberFormat('en-IN').format(12345678));
const dtf = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', year: 'numeric', month: 'long', day: 'numeric', weekday: 'short' });
console.log(dtf.format(original.when));
console.log(new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', dateStyle: 'short' }).format(original.when));
console.log(new Intl.PluralRules('en-US').select(1), new Intl.PluralRules('en-US', { type: 'ordinal' }).select(22));
const rtf = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
console.log(rtf.format(-1, 'day'), rtf.format(3, 'week'));
console.log(new Intl.ListFormat('en', { type: 'conjunction' }).format(['a', 'b', 'c']));
console.log(['b', 'a', 'C', 'é'].sort(new Intl.Collator('en').compare).join(''));
