// Date.UTC and weekday names: getDay/getUTCDay, the first weekday of each month, day-of-year, Friday the 13ths.
// @env TZ=UTC
const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
console.log(DAYS[new Date(Date.UTC(1970, 0, 1)).getUTCDay()], DAYS[new Date(Date.UTC(2000, 0, 1)).getUTCDay()], DAYS[new Date(2024, 0, 1).getDay()]);
for (let m = 0; m < 12; m += 2) console.log(MONTHS[m].padEnd(9), 'starts on', DAYS[new Date(Date.UTC(2024, m, 1)).getUTCDay()]);
const fridays13 = [];
for (let m = 0; m < 24; m++) {
  const d = new Date(Date.UTC(2024, m, 13));
  if (d.getUTCDay() === 5) fridays13.push(`${MONTHS[d.getUTCMonth()].slice(0, 3)} ${d.getUTCFullYear()}`);
}
console.log('Friday 13th:', fridays13.join(', '));
const dayOfYear = d => Math.floor((d - Date.UTC(d.getUTCFullYear(), 0, 1)) / 864e5) + 1;
console.log(dayOfYear(new Date(Date.UTC(2024, 11, 31))), dayOfYear(new Date(Date.UTC(2023, 11, 31))), dayOfYear(new Date(Date.UTC(2024, 2, 1))));
console.log(Date.UTC(2024, 1, 30) === Date.UTC(2024, 2, 1), Date.UTC(2024, 12) === Date.UTC(2025, 0), Date.UTC(-1, 0), Date.UTC(275760, 8, 13, 0, 0, 0, 1));
const weekend = d => d.getUTCDay() % 6 === 0;
console.log([6, 7, 8, 9, 10].map(day => weekend(new Date(Date.UTC(2024, 3, day)))).join());
