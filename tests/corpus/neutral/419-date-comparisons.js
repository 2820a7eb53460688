// Comparing dates: relational operators convert to numbers, == and === compare objects, getTime() compares values.
// @env TZ=UTC
const a = new Date('2024-03-07T10:00:00Z');
const b = new Date('2024-03-07T10:00:00Z');
const c = new Date('2024-03-08T00:00:00Z');
console.log(a < c, a > c, a <= b, a >= b, c > a);
console.log(a == b, a === b, a.getTime() === b.getTime(), +a === +b, a.valueOf() === b.valueOf());
console.log(a == a.toString(), a == a.getTime(), a.getTime() == a);
console.log(c - a, a - c, typeof (c - a), Math.max(a, c) === c.getTime(), Math.min(a, b, c));
const sameDay = (x, y) => x.toDateString() === y.toDateString();
console.log(sameDay(a, c), sameDay(a, new Date(Date.UTC(2024, 2, 7, 23, 59))));
const inRange = (d, from, to) => d >= from && d <= to;
console.log(inRange(b, a, c), inRange(new Date(0), a, c));
const dates = [c, a, b];
console.log(dates.indexOf(b), dates.findIndex(d => d.getTime() === b.getTime()), dates.includes(a));
console.log(new Set(dates).size, new Set(dates.map(Number)).size);
console.log([a, c].sort().map(d => d.getUTCDate()), a.getTime() - 0 === Date.parse('2024-03-07T10:00:00Z'));
