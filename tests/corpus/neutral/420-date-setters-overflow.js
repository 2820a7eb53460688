// Setters that overflow or underflow: setMonth(13), setDate(0), setHours(25), negative minutes, return values.
// @env TZ=UTC
const show = d => d.toISOString().replace('.000Z', '');
const d = new Date(2024, 0, 31, 12);
console.log(d.setMonth(1), show(d));
d.setDate(0);
console.log('setDate(0):', show(d));
d.setMonth(13);
console.log('setMonth(13):', show(d));
d.setDate(32);
console.log('setDate(32):', show(d));
d.setHours(25);
console.log('setHours(25):', show(d));
d.setMinutes(-1);
console.log('setMinutes(-1):', show(d));
d.setSeconds(3600, 1500);
console.log('setSeconds(3600, 1500):', d.toISOString());
d.setMilliseconds(-1);
console.log('setMilliseconds(-1):', d.toISOString());
d.setFullYear(2023, 1, 29);
console.log('setFullYear(2023, 1, 29):', show(d));
d.setHours(0, 0, 0, 0);
console.log('midnight:', show(d), d.setTime(0), show(d));
const lastDay = new Date(2024, 2, 15);
lastDay.setMonth(lastDay.getMonth() + 1, 0);
console.log('last day of March:', lastDay.getDate());
console.log(new Date(2024, 0, 1).setDate(1.9), new Date(2024, 0, 1).setMonth('2'), new Date(0).setHours(), String(new Date(0).setMonth(1e20)));
