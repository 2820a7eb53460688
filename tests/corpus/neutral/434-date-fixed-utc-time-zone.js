// The time zone is UTC: getTimezoneOffset is 0, local getters equal UTC getters, strings say GMT+0000.
// @env TZ=UTC
const d = new Date(2024, 6, 4, 15, 30);
console.log(d.getTimezoneOffset(), new Date(2024, 0, 1).getTimezoneOffset(), d.getHours() === d.getUTCHours());
console.log(d.toString());
console.log(d.toTimeString(), '|', d.toISOString());
const local = new Date('2024-07-04T15:30:00');
const utc = new Date('2024-07-04T15:30:00Z');
console.log(local.getTime() === utc.getTime(), local - new Date('2024-07-04T15:30:00+02:00'));
const keys = ['FullYear', 'Month', 'Date', 'Day', 'Hours', 'Minutes', 'Seconds', 'Milliseconds'];
console.log(keys.every(k => d['get' + k]() === d['getUTC' + k]()));
const summer = new Date(2024, 6, 1), winter = new Date(2024, 0, 1);
console.log('DST:', summer.getTimezoneOffset() !== winter.getTimezoneOffset());
console.log(new Date(0).toString(), new Date(0).toLocaleString('en-US', { timeZoneName: 'long' }));
