// new Date() and Date.now() read the current time: only comparisons are printed, never the value.
// @env TZ=UTC
const before = Date.now();
const now = new Date();
let sum = 0;
for (let i = 0; i < 100000; i++) sum += i;
const later = new Date();
console.log(now >= new Date(0), now > new Date('2020-01-01'), now < new Date('2200-01-01'));
console.log(later >= now, later - now >= 0, now - before >= 0, now.getTime() - before < 1000);
console.log(typeof Date(), Date().length > 20, Date().endsWith(')'), typeof Date.now(), Number.isInteger(Date.now()));
console.log(new Date().getFullYear() >= 2024, Math.abs(new Date() - Date.now()) < 1000, isNaN(new Date()));
const elapsed = (() => { const t = Date.now(); for (let i = 0; i < 1000; i++); return Date.now() - t; })();
console.log(elapsed >= 0, elapsed < 1000);
const stamp = new Date().toISOString();
console.log(stamp.length, stamp[10], stamp.endsWith('Z'), new Date(stamp).getTime() <= Date.now());
const cache = { value: 1, expires: new Date(Date.now() + 60000) };
console.log('fresh:', cache.expires > new Date(), 'stale:', new Date(0) > new Date());
