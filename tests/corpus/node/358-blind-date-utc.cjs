// Date arithmetic in UTC: add months, days between, week numbers, formatting
const d = (s) => new Date(s);
const fmt = (dt) => dt.toISOString().slice(0, 10);

function addMonthsUTC(date, n) {
  const r = new Date(date);
  const day = r.getUTCDate();
  r.setUTCDate(1);
  r.setUTCMonth(r.getUTCMonth() + n);
  const last = new Date(Date.UTC(r.getUTCFullYear(), r.getUTCMonth() + 1, 0)).getUTCDate();
  r.setUTCDate(Math.min(day, last));
  return r;
}
console.log(fmt(addMonthsUTC(d('2024-01-31T00:00:00Z'), 1)), fmt(addMonthsUTC(d('2023-01-31T00:00:00Z'), 1)), fmt(addMonthsUTC(d('2024-12-15T00:00:00Z'), 3)));
const DAY = 86_400_000;
const daysBetween = (a, b) => Math.round((Date.parse(b) - Date.parse(a)) / DAY);
console.log(daysBetween('2024-01-01', '2024-12-31'), daysBetween('2023-03-01', '2023-02-01'));

function isoWeek(date) {
  const t = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  const dayNum = t.getUTCDay() || 7;
  t.setUTCDate(t.getUTCDate() + 4 - dayNum);
  const yearStart = new Date(Date.UTC(t.getUTCFullYear(), 0, 1));
  return `${t.getUTCFullYear()}-W${String(Math.ceil(((t - yearStart) / DAY + 1) / 7)).padStart(2, '0')}`;
}
for (const s of ['2021-01-03', '2024-12-30', '2026-06-15', '2020-12-31']) console.log(s, isoWeek(d(s + 'T12:00:00Z')));

const names = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
console.log(names[d('2000-01-01T00:00:00Z').getUTCDay()], names[new Date(Date.UTC(2024, 1, 29)).getUTCDay()]);
console.log(new Date(Date.UTC(2024, 0, 1, 25, 61)).toISOString());
console.log(new Date(0).toISOString(), new Date(8.64e15).toISOString(), String(new Date(8.64e15 + 1)));
console.log(Date.UTC(1970, 0, 1), Date.UTC(2000), Date.parse('2024-02-30T00:00:00Z'), isNaN(new Date('garbage')));
const t = d('2024-07-04T09:05:03.007Z');
console.log(t.toUTCString(), t.toJSON(), t.getTime(), t.valueOf() === +t);
const isLeap = (y) => new Date(Date.UTC(y, 1, 29)).getUTCMonth() === 1;
console.log([1900, 2000, 2023, 2024].map(isLeap).join(','));
const sorted = ['2024-03-01T10:00:00Z', '2023-12-31T23:59:59Z', '2024-03-01T09:00:00Z'].map(d).sort((a, b) => a - b);
console.log(sorted.map((x) => x.toISOString()).join(' '));
const start = d('2024-03-08T00:00:00Z');
const range = Array.from({ length: 4 }, (_, i) => fmt(new Date(start.getTime() + i * 7 * DAY)));
console.log(range.join(' '));
const diff = d('2024-03-10T05:30:00Z') - d('2024-03-08T22:15:30Z');
console.log(`${Math.floor(diff / DAY)}d ${Math.floor(diff % DAY / 3.6e6)}h ${Math.floor(diff % 3.6e6 / 6e4)}m ${diff % 6e4 / 1000}s`);
