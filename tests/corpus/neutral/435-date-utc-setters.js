// UTC setters and the Annex B legacy methods: setUTC* with several arguments, setTime, getYear/setYear.
// @env TZ=UTC
const d = new Date(Date.UTC(2024, 0, 31, 8, 0, 0));
console.log(d.setUTCMonth(1, 10), d.toISOString());
console.log(d.setUTCHours(23, 59, 59, 999), d.toISOString());
console.log(d.setUTCDate(d.getUTCDate() + 1), d.toISOString());
console.log(d.setUTCFullYear(2000, 11, 31), d.toISOString());
console.log(d.setUTCMinutes(90), d.toISOString(), d.setUTCSeconds(-30, 500), d.toISOString());
console.log(d.setUTCMilliseconds(1000.9), d.toISOString());
console.log(d.setTime(Date.UTC(1990, 4, 17)), d.toISOString(), d.setTime('x'), String(d));
const y = new Date(Date.UTC(2024, 2, 7));
console.log(y.getYear(), y.setYear(99), y.toISOString(), y.setYear(2005), y.getYear(), y.setYear(NaN));
const n = new Date(NaN);
console.log(n.setUTCFullYear(2024), n.toISOString(), new Date(NaN).setUTCMonth(1), new Date(NaN).setYear(5));
console.log(Date.prototype.setUTCHours.length, Date.prototype.setUTCFullYear.length, Date.prototype.setMonth.length, Date.prototype.setSeconds.length);
