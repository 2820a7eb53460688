// Date arithmetic with fixed timestamps and Intl.DateTimeFormat / RelativeTimeFormat in UTC
const DAY = 86_400_000;
const base = Date.UTC(2024, 0, 31, 23, 45, 10, 123); // 2024-01-31T23:45:10.123Z
const d = new Date(base);
console.log(d.toISOString(), d.getTime(), d.valueOf() === base, JSON.stringify({ d }));
console.log('UTC parts', d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate(), d.getUTCDay(), d.getUTCHours(), d.getUTCMilliseconds());
function addMonthsClamped(date, n) {
  const r = new Date(date.getTime());
  const day = r.getUTCDate();
  r.setUTCDate(1);
  r.setUTCMonth(r.getUTCMonth() + n);
  const last = new Date(Date.UTC(r.getUTCFullYear(), r.getUTCMonth() + 1, 0)).getUTCDate();
  r.setUTCDate(Math.min(day, last));
  return r;
}
const naive = new Date(base); naive.setUTCMonth(naive.getUTCMonth() + 1);
console.log('naive +1 month', naive.toISOString().slice(0, 10), '| clamped', addMonthsClamped(d, 1).toISOString().slice(0, 10), addMonthsClamped(d, 13).toISOString().slice(0, 10), addMonthsClamped(d, -2).toISOString().slice(0, 10));
const isLeap = y => new Date(Date.UTC(y, 1, 29)).getUTCMonth() === 1;
console.log('leap years', [1900, 2000, 2023, 2024, 2100].map(y => `${y}:${isLeap(y)}`).join(' '));
function diff(a, b) {
  let ms = Math.abs(b - a);
  const parts = {};
  for (const [unit, size] of [['d', DAY], ['h', 3600e3], ['m', 60e3], ['s', 1e3]]) { parts[unit] = Math.floor(ms / size); ms %= size; }
  return `${parts.d}d ${parts.h}h ${parts.m}m ${parts.s}s ${ms}ms`;
}
console.log('diff', diff(base, Date.UTC(2024, 2, 10, 8, 0, 0)));
function isoWeek(date) {
  const t = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  const dayNum = t.getUTCDay() || 7;
  t.setUTCDate(t.getUTCDate() + 4 - dayNum);
  const yearStart = Date.UTC(t.getUTCFullYear(), 0, 1);
  return `${t.getUTCFullYear()}-W${String(Math.ceil(((t - yearStart) / DAY + 1) / 7)).padStart(2, '0')}`;
}
console.log('iso weeks', ['2021-01-03', '2021-01-04', '2024-12-30', '2026-12-31', '2027-01-01'].map(s => `${s}=${isoWeek(new Date(s))}`).join(' '));
const fmts = [
  ['en-US', { dateStyle: 'full', timeStyle: 'long', timeZone: 'UTC' }],
  ['en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }],
  ['de-DE', { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }],
  ['en-US', { hour: 'numeric', minute: '2-digit', hour12: true, timeZone: 'UTC' }],
  ['en-US', { month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23', timeZone: 'UTC' }],
  ['ja-JP', { era: 'long', year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }],
  ['en-US', { timeZone: 'UTC', timeZoneName: 'short' }],
  ['fr-FR', { dateStyle: 'short', timeZone: 'UTC' }],
];
for (const [loc, opt] of fmts) console.log(loc.padEnd(6), new Intl.DateTimeFormat(loc, opt).format(d));
const parts = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hour12: false, timeZone: 'UTC' }).formatToParts(d);
console.log(parts.filter(p => p.type !== 'literal').map(p => `${p.type}=${p.value}`).join(' '));
console.log(new Intl.DateTimeFormat('en-US', { timeZone: 'UTC' }).resolvedOptions().timeZone, d.toLocaleString('en-US', { timeZone: 'UTC' }), d.toLocaleDateString('en-GB', { timeZone: 'UTC' }), d.toLocaleTimeString('en-US', { timeZone: 'UTC' }));
console.log(d.toUTCString(), '|', new Date(0).toISOString(), '|', new Date(-1).toISOString(), '|', new Date(8.64e15).toISOString());
const rtf = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
console.log([-1, 0, 1, 2].map(n => rtf.format(n, 'day')).join(', '), '|', new Intl.RelativeTimeFormat('en').format(-3, 'month'), '|', rtf.format(1, 'week'));
function ago(from, to) {
  const s = (to - from) / 1000;
  const units = [['year', 31536000], ['month', 2592000], ['week', 604800], ['day', 86400], ['hour', 3600], ['minute', 60], ['second', 1]];
  for (const [u, sec] of units) if (Math.abs(s) >= sec || u === 'second') return rtf.format(-Math.round(s / sec), u);
}
for (const off of [5e3, 90e3, 3 * 3600e3, 26 * 3600e3, 9 * DAY, 45 * DAY, 400 * DAY]) console.log('ago', off, '->', ago(base - off, base));
console.log('parse', Date.parse('2024-03-10T02:30:00Z'), Date.parse('2024-03-10'), Date.parse('not a date'), new Date('2024-02-30T00:00:00Z').getTime());
const invalid = new Date(NaN);
console.log(String(invalid), invalid.getTime(), (() => { try { return invalid.toISOString(); } catch (e) { return e.name + ': ' + e.message; } })());
const sorted = ['2024-05-01T10:00:00Z', '2023-12-31T23:59:59Z', '2024-05-01T09:59:59.999Z'].map(s => new Date(s)).sort((a, b) => a - b);
console.log(sorted.map(x => x.toISOString()).join(' < '));
console.log(new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' }).formatRange(new Date(base), new Date(base + 3 * DAY)));
