// @env TZ=UTC
// Intl.DateTimeFormat on a dashboard (evloop's one time zone is UTC): default, styles,
// component options, hour cycles, formatToParts, resolvedOptions and the bound format.
const events = [Date.UTC(2024, 2, 7, 15, 5, 9, 45), Date.UTC(2024, 0, 1, 0, 0, 0), Date.UTC(1999, 11, 31, 23, 59, 59)];
const show = (options) => {
  const dtf = new Intl.DateTimeFormat('en-US', options);
  console.log(JSON.stringify(options), '->', events.map((t) => dtf.format(t)).join(' | '));
};
show(undefined);
for (const dateStyle of ['full', 'long', 'medium', 'short']) show({ dateStyle });
for (const timeStyle of ['full', 'long', 'medium', 'short']) show({ timeStyle });
show({ dateStyle: 'medium', timeStyle: 'short' });
show({ dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' });
show({ weekday: 'short', month: 'short', day: 'numeric' });
show({ year: 'numeric', month: '2-digit', day: '2-digit' });
show({ month: 'long', year: 'numeric' });
show({ hour: 'numeric', minute: '2-digit' });
show({ hour: '2-digit', minute: '2-digit', hour12: false });
show({ hour: 'numeric', minute: 'numeric', second: 'numeric', hourCycle: 'h23', timeZoneName: 'short' });
const parts = (options, t) => console.log(new Intl.DateTimeFormat('en-US', options).formatToParts(t).map((p) => `${p.type}:${p.value}`).join(' '));
parts(undefined, events[0]);
parts({ dateStyle: 'medium', timeStyle: 'short' }, events[0]);
parts({ weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', hour: '2-digit', minute: '2-digit', second: '2-digit', timeZoneName: 'short' }, events[0]);
console.log(new Intl.DateTimeFormat('en-US').resolvedOptions());
console.log(new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: 'numeric' }).resolvedOptions());
console.log(new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }).resolvedOptions());
const { format } = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' });
console.log(events.map(format), new Intl.DateTimeFormat(), typeof new Intl.DateTimeFormat().format());
console.log(new Date(events[0]).toLocaleDateString('en-US', { dateStyle: 'full' }), new Date(events[1]).toLocaleTimeString('en-US', { timeStyle: 'short' }));
for (const bad of [NaN, Infinity, new Date(NaN)]) {
  try { new Intl.DateTimeFormat('en-US').format(bad); } catch (e) { console.log(e.name); }
}
try { new Intl.DateTimeFormat('en-US', { dateStyle: 'full', hour: 'numeric' }); } catch (e) { console.log(e.name); }
try { new Intl.DateTimeFormat('en-US', { month: 'tiny' }); } catch (e) { console.log(e.name); }
