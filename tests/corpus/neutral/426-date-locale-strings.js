// toLocaleString/DateString/TimeString in en-US: the defaults and the option sets apps commonly pass.
// @env TZ=UTC
const d = new Date(Date.UTC(2024, 2, 7, 9, 5, 3));
const midnight = new Date(Date.UTC(2024, 0, 1));
const evening = new Date(Date.UTC(2024, 11, 25, 18, 30));
for (const x of [d, midnight, evening]) console.log(x.toLocaleString(), '|', x.toLocaleDateString(), '|', x.toLocaleTimeString());
const options = [
  { year: 'numeric', month: 'long', day: 'numeric' },
  { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' },
  { weekday: 'short', month: 'short', day: 'numeric' },
  { month: 'short', year: 'numeric' },
  { year: 'numeric', month: '2-digit', day: '2-digit' },
  { hour: '2-digit', minute: '2-digit' },
  { hour: 'numeric', minute: '2-digit', hour12: true },
  { hour12: false },
  { hourCycle: 'h23' },
  { timeZone: 'UTC', timeZoneName: 'short' },
  { dateStyle: 'medium' },
  { dateStyle: 'full', timeStyle: 'short' },
  { weekday: 'long' },
  { month: 'long' },
];
for (const o of options) console.log(JSON.stringify(o), '->', d.toLocaleString('en-US', o), '|', midnight.toLocaleString('en-US', o));
console.log(d.toLocaleDateString('en-US', { month: 'long', day: 'numeric' }), '|', d.toLocaleTimeString('en-US', { timeStyle: 'short' }));
console.log(d.toLocaleDateString(undefined, { weekday: 'short' }), '|', evening.toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' }));
console.log(new Date(NaN).toLocaleString(), new Date(NaN).toLocaleDateString('en-US', { month: 'long' }));
