// Date arithmetic with fixed timestamps, all in UTC.
const DAY = 24 * 60 * 60 * 1000;
const start = new Date(Date.UTC(2024, 0, 29, 9, 30)); // Mon 29 Jan 2024 09:30Z
console.log(start.toISOString(), start.getTime());

const addDays = (d, n) => new Date(d.getTime() + n * DAY);
function addMonthsClamped(d, n) {
  const y = d.getUTCFullYear(), m = d.getUTCMonth() + n;
  const last = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  return new Date(Date.UTC(y, m, Math.min(d.getUTCDate(), last), d.getUTCHours(), d.getUTCMinutes()));
}
console.log('+3 days', addDays(start, 3).toISOString());
console.log('+1 month clamped', addMonthsClamped(start, 1).toISOString());
const naive = new Date(start); naive.setUTCMonth(naive.getUTCMonth() + 1);
console.log('+1 month naive  ', naive.toISOString());

const isLeap = (y) => new Date(Date.UTC(y, 1, 29)).getUTCMonth() === 1;
console.log('leap years:', [1900, 2000, 2023, 2024].filter(isLeap));

const days = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
function businessDaysBetween(a, b) {
  let n = 0;
  for (let t = a.getTime(); t < b.getTime(); t += DAY) {
    const wd = new Date(t).getUTCDay();
    if (wd !== 0 && wd !== 6) n++;
  }
  return n;
}
const end = new Date('2024-02-14T09:30:00Z');
console.log('business days', businessDaysBetween(start, end), 'calendar days', (end - start) / DAY);
console.log('weekday of end:', days[end.getUTCDay()]);

function relative(fromMs, toMs) {
  const diff = toMs - fromMs;
  const units = [['day', DAY], ['hour', 3600e3], ['minute', 60e3], ['second', 1e3]];
  for (const [u, ms] of units) {
    const v = Math.trunc(diff / ms);
    if (v !== 0) return `${Math.abs(v)} ${u}${Math.abs(v) === 1 ? '' : 's'} ${v > 0 ? 'from now' : 'ago'}`;
  }
  return 'just now';
}
const now = Date.UTC(2024, 5, 15, 12);
for (const t of [now - 90e3, now + 3 * 3600e3 + 5, now - 3 * DAY, now, now + DAY]) console.log(relative(now, t));

const d = new Date('2024-12-31T23:59:59.999Z');
console.log(d.toISOString(), new Date(d.getTime() + 1).toISOString());
console.log(JSON.stringify({ d }), new Date(0).toISOString(), new Date(8.64e15 + 1).getTime());
console.log('invalid:', String(new Date('not a date')), isNaN(new Date('2024-02-30T00:00:00Z')));
console.log('parse date-only is UTC:', new Date('2024-03-10').getTime() === Date.UTC(2024, 2, 10));
const fmt = (dt) => `${dt.getUTCFullYear()}-${String(dt.getUTCMonth() + 1).padStart(2, '0')}-${String(dt.getUTCDate()).padStart(2, '0')} ${String(dt.getUTCHours()).padStart(2, '0')}:${String(dt.getUTCMinutes()).padStart(2, '0')}`;
console.log(fmt(start), '|', start.toUTCString());
const durs = [59_000, 3_600_000, 93_784_000].map((ms) => {
  const s = Math.floor(ms / 1000);
  return `${Math.floor(s / 86400)}d ${Math.floor(s % 86400 / 3600)}h ${Math.floor(s % 3600 / 60)}m ${s % 60}s`;
});
console.log(durs);
