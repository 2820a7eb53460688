// "3 hours ago" style relative times against a fixed now, and buckets like Today / Yesterday / Earlier.
// @env TZ=UTC
const NOW = new Date('2024-03-07T12:00:00Z');
function ago(date, now = NOW) {
  const s = Math.round((now - date) / 1000);
  const future = s < 0;
  const abs = Math.abs(s);
  const units = [['year', 31536000], ['month', 2592000], ['day', 86400], ['hour', 3600], ['minute', 60], ['second', 1]];
  if (abs < 5) return 'just now';
  for (const [name, size] of units) {
    const n = Math.floor(abs / size);
    if (n >= 1) return future ? `in ${n} ${name}${n > 1 ? 's' : ''}` : `${n} ${name}${n > 1 ? 's' : ''} ago`;
  }
}
const stamps = ['2024-03-07T11:59:58Z', '2024-03-07T11:59:00Z', '2024-03-07T09:00:00Z', '2024-03-06T12:00:00Z', '2024-02-01T00:00:00Z', '2022-03-07T00:00:00Z', '2024-03-08T15:00:00Z'];
for (const s of stamps) console.log(s, '->', ago(new Date(s)));
function bucket(date) {
  const startOfToday = new Date(NOW.getFullYear(), NOW.getMonth(), NOW.getDate());
  if (date >= startOfToday) return 'Today';
  if (date >= new Date(startOfToday.getTime() - 864e5)) return 'Yesterday';
  return 'Earlier';
}
console.log(stamps.map(s => bucket(new Date(s))).join(', '));
