// Recurring schedules: the next weekly meeting after a moment, monthly billing on the 31st, every-90-minutes slots.
// @env TZ=UTC
function nextWeekly(after, weekday, hour, minute) {
  const d = new Date(after);
  d.setHours(hour, minute, 0, 0);
  const delta = (weekday - d.getDay() + 7) % 7;
  d.setDate(d.getDate() + delta);
  if (d <= after) d.setDate(d.getDate() + 7);
  return d;
}
function monthlyOn(day, from, count) {
  const out = [];
  for (let i = 0; i < count; i++) {
    const last = new Date(from.getFullYear(), from.getMonth() + i + 1, 0).getDate();
    out.push(new Date(from.getFullYear(), from.getMonth() + i, Math.min(day, last)).toDateString());
  }
  return out;
}
const now = new Date(2024, 2, 7, 10, 15); // a Thursday
console.log('standup (Thu 09:30):', nextWeekly(now, 4, 9, 30).toString().slice(0, 21));
console.log('review (Thu 11:00):', nextWeekly(now, 4, 11, 0).toString().slice(0, 21));
console.log('planning (Mon 10:00):', nextWeekly(now, 1, 10, 0).toString().slice(0, 21));
console.log(monthlyOn(31, new Date(2024, 0, 1), 6).join(' / '));
const slots = [];
for (let t = new Date(2024, 2, 7, 8); t.getHours() < 17; t = new Date(t.getTime() + 90 * 60000)) slots.push(t.toTimeString().slice(0, 5));
console.log('slots:', slots.join(' '));
const every = (start, ms, n) => Array.from({ length: n }, (_, i) => new Date(start.getTime() + i * ms).toISOString().slice(5, 16));
console.log(every(new Date(Date.UTC(2024, 1, 28, 22)), 8 * 3600000, 5));
