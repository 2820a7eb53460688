// Date: every constructor form — ms, string, another Date, components in local time, two-digit years, Date.UTC.
// @env TZ=UTC
const epoch = new Date(0);
console.log(epoch.toISOString(), new Date(86400000).toISOString(), new Date(-1).toISOString());
console.log(new Date('2024-03-07T10:30:00Z').getTime(), new Date('2024-03-07').toISOString());
const copy = new Date(epoch);
copy.setUTCFullYear(2000);
console.log(epoch.getUTCFullYear(), copy.getUTCFullYear(), copy !== epoch);
console.log(new Date(2024, 0).toISOString());
console.log(new Date(2024, 1, 29, 13, 45, 10, 250).toISOString());
console.log(new Date(99, 11, 31).getFullYear(), new Date(0, 0).getFullYear(), new Date(100, 0).getFullYear());
console.log(new Date(2024, 0, 1, 24).toISOString(), new Date(2024, -1, 1).toISOString());
console.log(Date.UTC(2024, 2, 7), Date.UTC(2024), Date.UTC(99, 0), Date.UTC(2024, 2, 7, 10, 30, 15, 500));
console.log(new Date(1.9).getTime(), new Date(-1.9).getTime(), new Date('12345').getTime() === new Date('12345').getTime());
console.log(new Date(true).getTime(), new Date(null).getTime(), String(new Date(undefined)));
console.log(new Date({ valueOf() { return 1000; } }).toISOString(), new Date({ toString() { return '2024-01-02'; }, valueOf: undefined }).toISOString());
console.log(new Date(8.64e15).toISOString(), String(new Date(8.64e15 + 1)), new Date(-8.64e15).toISOString());
console.log(typeof Date(), typeof new Date(), Date.length, Date.name, Date.UTC.length);
console.log(Date(2000, 0) === Date(), new Date(2024, 5).getMonth());
