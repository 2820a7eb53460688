// Invalid dates: NaN time values, "Invalid Date", isNaN checks, getters and setters on them, toISOString throws.
// @env TZ=UTC
const bad = [new Date('not a date'), new Date(NaN), new Date(2024, NaN), new Date(Infinity), new Date(8.64e15 + 1), new Date(undefined)];
for (const d of bad) console.log(String(d), d.getTime(), isNaN(d), d.getFullYear(), d.toDateString());
const isValid = d => d instanceof Date && !Number.isNaN(d.getTime());
console.log(isValid(new Date('2024-03-07')), isValid(new Date('2024-03-32')), isValid('2024-03-07'));
const d = new Date('oops');
console.log(d.setDate(5), d.setHours(1), d.setMonth(2), String(d));
console.log(d.setFullYear(2024), d.toISOString());
try {
  new Date('still bad').toISOString();
} catch (e) {
  console.log(e.name, e instanceof RangeError);
}
console.log(new Date(NaN).toJSON(), JSON.stringify({ when: new Date(NaN) }), new Date(NaN).toUTCString(), new Date(NaN).toTimeString());
console.log(new Date(NaN) == 'Invalid Date', `${new Date(NaN)}`, +new Date(NaN), new Date(NaN).valueOf());
console.log(new Date(NaN) < new Date(0), new Date(NaN) > new Date(0), new Date(NaN).getTimezoneOffset());
try {
  Date.prototype.getDay.call({ getDay() { return 1; } });
} catch (e) {
  console.log('not a date:', e.name);
}
console.log(new Date(NaN).toLocaleDateString(), new Date(2024, 0, 1e9).getTime());
