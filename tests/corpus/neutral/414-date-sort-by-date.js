// Sorting records by date: subtraction comparators, newest first, min/max with Math and reduce, grouping by day.
// @env TZ=UTC
const events = [
  { name: 'deploy', at: new Date('2024-03-07T14:00:00Z') },
  { name: 'standup', at: new Date('2024-03-07T09:30:00Z') },
  { name: 'retro', at: new Date('2024-03-01T16:00:00Z') },
  { name: 'kickoff', at: new Date('2024-02-26T10:00:00Z') },
  { name: 'demo', at: new Date('2024-03-07T14:00:00Z') },
];
const ascending = [...events].sort((a, b) => a.at - b.at);
console.log(ascending.map(e => e.name).join(' < '));
const newestFirst = [...events].sort((a, b) => b.at.getTime() - a.at.getTime());
console.log(newestFirst.map(e => `${e.name}@${e.at.toISOString().slice(5, 16)}`).join(', '));
const earliest = new Date(Math.min(...events.map(e => e.at)));
const latest = events.reduce((m, e) => (e.at > m ? e.at : m), events[0].at);
console.log('span', earliest.toISOString(), '->', latest.toISOString());
const byDay = {};
for (const e of ascending) (byDay[e.at.toISOString().slice(0, 10)] ??= []).push(e.name);
console.log(byDay);
const strings = ['2024-03-07', '2023-12-31', '2024-01-15'];
console.log(strings.map(s => new Date(s)).sort((a, b) => a - b).map(d => d.toDateString()));
console.log(events.filter(e => e.at >= new Date('2024-03-07') && e.at < new Date('2024-03-08')).length);
