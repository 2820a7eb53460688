// ISO 8601 week numbers and weekday arithmetic: Monday-based weeks, week 53 years, start of week.
// @env TZ=UTC
function isoWeek(date) {
  const d = new Date(Date.UTC(date.getFullYear(), date.getMonth(), date.getDate()));
  const day = d.getUTCDay() || 7;
  d.setUTCDate(d.getUTCDate() + 4 - day);
  const yearStart = new Date(Date.UTC(d.getUTCFullYear(), 0, 1));
  return [d.getUTCFullYear(), Math.ceil(((d - yearStart) / 864e5 + 1) / 7)];
}
function startOfWeek(date) {
  const d = new Date(date);
  d.setDate(d.getDate() - ((d.getDay() + 6) % 7));
  d.setHours(0, 0, 0, 0);
  return d;
}
const checks = [[2024, 0, 1], [2023, 0, 1], [2020, 11, 31], [2021, 0, 3], [2026, 11, 31], [2024, 11, 30], [2015, 11, 31]];
for (const [y, m, day] of checks) {
  const d = new Date(y, m, day);
  const [wy, w] = isoWeek(d);
  console.log(d.toDateString(), `-> ${wy}-W${String(w).padStart(2, '0')}`, 'week starts', startOfWeek(d).toDateString());
}
const weeksIn = y => isoWeek(new Date(y, 11, 28))[1];
console.log([2015, 2020, 2024, 2026].map(y => `${y}:${weeksIn(y)}`).join(' '));
