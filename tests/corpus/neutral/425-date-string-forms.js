// The string forms: toString, toDateString, toTimeString, toUTCString, toGMTString, toISOString; far and BC years.
// @env TZ=UTC
const dates = [new Date(Date.UTC(2024, 2, 7, 9, 5, 3, 45)), new Date(0), new Date(Date.UTC(1999, 11, 31, 23, 59, 59, 999)),
  new Date(Date.UTC(-1, 5, 15)), new Date(Date.UTC(10000, 0, 1)), new Date(Date.UTC(33, 0, 1) - 1000 * 60 * 60 * 24 * 365 * 1950)];
for (const d of dates) {
  console.log(d.toString());
  console.log('  ', d.toDateString(), '|', d.toTimeString(), '|', d.toUTCString(), '|', d.toISOString());
}
console.log(Date.prototype.toGMTString === Date.prototype.toUTCString, Date.prototype.toUTCString.name);
console.log(new Date(8.64e15).toUTCString(), new Date(-8.64e15).toString());
console.log(Date(0).length === new Date().toString().length);
