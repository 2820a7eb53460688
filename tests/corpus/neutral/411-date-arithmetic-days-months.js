// Date arithmetic: adding days across months and years, difference in days, end of month, leap years.
// @env TZ=UTC
const DAY = 24 * 60 * 60 * 1000;
function addDays(date, n) {
  const d = new Date(date);
  d.setDate(d.getDate() + n);
  return d;
}
function daysBetween(a, b) {
  return Math.round((b - a) / DAY);
}
function endOfMonth(year, month) {
  return new Date(year, month + 1, 0);
}
function isLeapYear(year) {
  return new Date(year, 1, 29).getDate() === 29;
}
const start = new Date(2024, 0, 30);
for (const n of [1, 2, 30, 31, 366, -30]) console.log('+' + n, addDays(start, n).toISOString().slice(0, 10));
console.log('days 2024:', daysBetween(new Date(2024, 0, 1), new Date(2025, 0, 1)));
console.log('days 2023:', daysBetween(new Date(2023, 0, 1), new Date(2024, 0, 1)));
console.log('to christmas:', daysBetween(new Date(2024, 2, 7), new Date(2024, 11, 25)));
for (let m = 0; m < 12; m++) showMonth(m);
function showMonth(m) {
  if (m % 3 === 1) console.log('end of month', m + 1, endOfMonth(2024, m).getDate(), endOfMonth(2023, m).getDate());
}
console.log([1900, 2000, 2023, 2024, 2100].map(y => y + ':' + isLeapYear(y)).join(' '));
const addMonths = (d, n) => new Date(d.getFullYear(), d.getMonth() + n, Math.min(d.getDate(), endOfMonth(d.getFullYear(), d.getMonth() + n).getDate()));
console.log(addMonths(new Date(2024, 0, 31), 1).toDateString(), addMonths(new Date(2024, 0, 31), 13).toDateString());
console.log(new Date(2024, 0, 1 + 59).toDateString(), new Date(2023, 0, 1 + 59).toDateString());
