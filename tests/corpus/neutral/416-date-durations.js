// Durations between fixed dates: h/m/s breakdown, human strings, adding a duration, countdown text.
// @env TZ=UTC
function breakdown(ms) {
  const sign = ms < 0 ? '-' : '';
  ms = Math.abs(ms);
  const d = Math.floor(ms / 864e5), h = Math.floor(ms / 36e5) % 24, m = Math.floor(ms / 6e4) % 60, s = Math.floor(ms / 1e3) % 60;
  return sign + [d && d + 'd', h && h + 'h', m && m + 'm', (s || ms < 1000) && s + 's'].filter(Boolean).join(' ');
}
const start = new Date('2024-03-07T09:15:00Z');
const ends = ['2024-03-07T09:15:42Z', '2024-03-07T11:00:00Z', '2024-03-09T10:16:01Z', '2024-03-07T09:00:00Z', '2024-03-07T09:15:00Z'];
for (const e of ends) console.log(e.slice(5, 19), breakdown(new Date(e) - start));
const after = (d, { hours = 0, minutes = 0 }) => new Date(d.getTime() + (hours * 60 + minutes) * 6e4);
console.log(after(start, { hours: 36, minutes: 50 }).toISOString());
const deadline = new Date('2024-12-31T23:59:59Z');
const left = deadline - start;
console.log(`${Math.floor(left / 864e5)} days, ${Math.floor(left / 36e5) % 24} hours left`);
const laps = [0, 61000, 125500, 3600000].map(ms => new Date(ms).toISOString().substr(11, 12));
console.log(laps.join(' | '));
const meeting = { start: new Date('2024-03-07T10:00:00Z'), end: new Date('2024-03-07T11:30:00Z') };
console.log('minutes', (meeting.end - meeting.start) / 60000, 'overlaps 11:00?', meeting.start <= new Date('2024-03-07T11:00:00Z') && new Date('2024-03-07T11:00:00Z') < meeting.end);
