// Business days: skipping weekends and holidays, adding working days, counting them in a range.
// @env TZ=UTC
const holidays = new Set(['2024-12-25', '2024-12-26', '2025-01-01']);
const key = d => d.toISOString().slice(0, 10);
const isWorkday = d => d.getDay() !== 0 && d.getDay() !== 6 && !holidays.has(key(d));
function addWorkdays(start, n) {
  const d = new Date(start);
  while (n > 0) {
    d.setDate(d.getDate() + 1);
    if (isWorkday(d)) n--;
  }
  return d;
}
function countWorkdays(from, to) {
  let count = 0;
  for (const d = new Date(from); d <= to; d.setDate(d.getDate() + 1)) if (isWorkday(d)) count++;
  return count;
}
const start = new Date(2024, 11, 20);
for (const n of [1, 2, 3, 5, 10]) console.log(`${n} workdays after ${start.toDateString()}:`, addWorkdays(start, n).toDateString());
console.log('December 2024 workdays:', countWorkdays(new Date(2024, 11, 1), new Date(2024, 11, 31)));
console.log('Q1 2025 workdays:', countWorkdays(new Date(2025, 0, 1), new Date(2025, 2, 31)));
const due = addWorkdays(new Date(2024, 11, 23), 3);
console.log('invoice due', key(due), ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'][due.getDay()]);
