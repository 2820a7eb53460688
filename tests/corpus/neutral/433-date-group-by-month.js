// Grouping transactions by month and year with 'YYYY-MM' keys, totals, and month labels in order.
// @env TZ=UTC
const transactions = [
  { at: '2024-01-15T10:00:00Z', amount: 120 }, { at: '2024-01-31T23:59:59Z', amount: 80 },
  { at: '2024-02-01T00:00:00Z', amount: 45 }, { at: '2023-12-24T18:30:00Z', amount: 300 },
  { at: '2024-02-29T12:00:00Z', amount: 15 }, { at: '2024-03-07T09:00:00Z', amount: 60 },
];
const monthKey = d => `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
const groups = new Map();
for (const t of transactions) {
  const d = new Date(t.at);
  const k = monthKey(d);
  const g = groups.get(k) ?? { count: 0, total: 0, last: d };
  g.count++;
  g.total += t.amount;
  if (d > g.last) g.last = d;
  groups.set(k, g);
}
const ordered = [...groups.keys()].sort();
for (const k of ordered) {
  const g = groups.get(k);
  const label = new Date(k + '-01').toLocaleDateString('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });
  console.log(k, label.padEnd(8), g.count, g.total, g.last.toISOString());
}
console.log(groups);
const byYear = Object.groupBy ? 'has groupBy' : transactions.reduce((acc, t) => ((acc[new Date(t.at).getUTCFullYear()] ||= []).push(t.amount), acc), {});
console.log(byYear);
