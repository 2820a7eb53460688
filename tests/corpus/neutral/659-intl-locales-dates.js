// Intl.DateTimeFormat and Date.prototype.toLocale*String in the locales evloop has CLDR
// data for: dateStyle/timeStyle and their glue, the default forms, option bags matched to
// CLDR skeletons, month and weekday names, day periods, hour cycles, formatToParts and
// resolvedOptions. Fixed dates in UTC.
const locales = ['en-US', 'en-GB', 'en-IN', 'en-AU', 'en-CA', 'de-DE', 'fr-FR', 'es-ES', 'es-MX', 'pt-BR',
  'it-IT', 'nl-NL', 'ja-JP', 'zh-CN', 'ko-KR', 'ru-RU', 'tr-TR', 'pl-PL', 'sv-SE', 'id-ID', 'hi-IN'];
const dates = [new Date(Date.UTC(2024, 2, 7, 9, 5, 3, 45)), new Date(Date.UTC(1999, 11, 31, 23, 59, 59)),
  new Date(Date.UTC(2025, 0, 1, 0, 0, 0)), new Date(Date.UTC(2023, 6, 16, 12, 30, 0))];
const styles = ['full', 'long', 'medium', 'short'];
const bags = [
  {},
  { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' },
  { weekday: 'short', year: 'numeric', month: 'short', day: 'numeric' },
  { year: 'numeric', month: 'long', day: 'numeric' },
  { year: 'numeric', month: 'short', day: 'numeric' },
  { year: 'numeric', month: '2-digit', day: '2-digit' },
  { year: '2-digit', month: 'numeric', day: 'numeric' },
  { month: 'long' }, { month: 'short' }, { month: 'narrow' }, { weekday: 'long' }, { weekday: 'short' }, { weekday: 'narrow' },
  { year: 'numeric' }, { month: 'long', year: 'numeric' }, { month: 'short', day: 'numeric' }, { month: 'long', day: 'numeric' },
  { month: 'numeric', day: 'numeric' }, { weekday: 'long', month: 'long', day: 'numeric' }, { weekday: 'short', day: 'numeric' },
  { hour: 'numeric', minute: '2-digit' }, { hour: '2-digit', minute: '2-digit' }, { hour: 'numeric', minute: 'numeric', second: 'numeric' },
  { hour: 'numeric' }, { minute: '2-digit', second: '2-digit' },
  { hour: 'numeric', minute: '2-digit', hour12: true }, { hour: 'numeric', minute: '2-digit', hour12: false },
  { hour: 'numeric', minute: '2-digit', hourCycle: 'h23' }, { hour: 'numeric', minute: '2-digit', hourCycle: 'h12' },
  { weekday: 'short', hour: 'numeric', minute: '2-digit' },
  { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' },
  { year: 'numeric', month: 'long', day: 'numeric', hour: 'numeric', minute: '2-digit' },
  { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric', hour: 'numeric', minute: '2-digit', second: '2-digit' },
  { year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric' },
  { month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' },
  { hour: 'numeric', minute: '2-digit', timeZoneName: 'short' },
  { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' },
  { era: 'short', year: 'numeric' }, { era: 'long', year: 'numeric', month: 'long', day: 'numeric' },
];
const show = (s) => JSON.stringify(s);
// ko-KR's day periods: CLDR 48 has 오전/오후, Node 20's ICU prints AM/PM; evloop keeps
// CLDR's, so ko-KR prints dates only here.
const hasTime = (bag) => ['hour', 'minute', 'second', 'timeStyle'].some((k) => k in bag);
for (const l of locales) {
  console.log('==', l);
  const ko = l === 'ko-KR';
  for (const d of dates) {
    if (ko) {
      console.log('default', show(d.toLocaleDateString(l, { timeZone: 'UTC' })));
      continue;
    }
    console.log('default', show(d.toLocaleString(l, { timeZone: 'UTC' })), show(d.toLocaleDateString(l, { timeZone: 'UTC' })), show(d.toLocaleTimeString(l, { timeZone: 'UTC' })));
  }
  const d = dates[0];
  for (const ds of styles) {
    if (ko) {
      console.log('dateStyle', ds, show(new Intl.DateTimeFormat(l, { dateStyle: ds, timeZone: 'UTC' }).format(d)));
      continue;
    }
    console.log('dateStyle', ds, show(new Intl.DateTimeFormat(l, { dateStyle: ds, timeZone: 'UTC' }).format(d)),
      show(new Intl.DateTimeFormat(l, { timeStyle: ds, timeZone: 'UTC' }).format(d)));
    for (const ts of styles)
      console.log(' ', ds, ts, show(new Intl.DateTimeFormat(l, { dateStyle: ds, timeStyle: ts, timeZone: 'UTC' }).format(dates[3])));
  }
  for (const bag of bags) {
    if (ko && hasTime(bag))
      continue;
    const f = new Intl.DateTimeFormat(l, { ...bag, timeZone: 'UTC' });
    console.log(show(bag), dates.map((x) => show(f.format(x))).join(' '));
  }
  const months = new Intl.DateTimeFormat(l, { month: 'long', timeZone: 'UTC' });
  const monthsDay = new Intl.DateTimeFormat(l, { month: 'long', day: 'numeric', timeZone: 'UTC' });
  const shortMonths = new Intl.DateTimeFormat(l, { month: 'short', day: 'numeric', timeZone: 'UTC' });
  const names = [];
  for (let m = 0; m < 12; m++) {
    const x = new Date(Date.UTC(2024, m, 15));
    names.push(months.format(x) + '|' + monthsDay.format(x) + '|' + shortMonths.format(x));
  }
  console.log('months', names.join(' '));
  const wd = new Intl.DateTimeFormat(l, { weekday: 'long', timeZone: 'UTC' });
  const wds = new Intl.DateTimeFormat(l, { weekday: 'short', timeZone: 'UTC' });
  console.log('weekdays', [0, 1, 2, 3, 4, 5, 6].map((i) => wd.format(new Date(Date.UTC(2024, 0, 7 + i))) + '|' + wds.format(new Date(Date.UTC(2024, 0, 7 + i)))).join(' '));
  const parts = new Intl.DateTimeFormat(l, { dateStyle: 'full', timeStyle: ko ? undefined : 'short', timeZone: 'UTC' }).formatToParts(dates[3]);
  console.log('parts', JSON.stringify(parts));
  if (!ko) console.log('parts2', JSON.stringify(new Intl.DateTimeFormat(l, { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).formatToParts(dates[1])));
  const ro = new Intl.DateTimeFormat(l, { timeZone: 'UTC' }).resolvedOptions();
  console.log('resolved', JSON.stringify(ro));
  console.log('resolved2.5', JSON.stringify(new Intl.DateTimeFormat(l, { month: 'short', day: 'numeric', timeZone: 'UTC' }).resolvedOptions()));
  if (!ko) console.log('resolved2', JSON.stringify(new Intl.DateTimeFormat(l, { hour: 'numeric', minute: 'numeric', timeZone: 'UTC' }).resolvedOptions()));
  if (!ko) console.log('resolved3', JSON.stringify(new Intl.DateTimeFormat(l, { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).resolvedOptions()));
}
for (const l of ['de', 'fr', 'en', 'es', 'pt', 'ja', 'zh', 'en-GB', ['xx', 'fr-FR']]) {
  const f = new Intl.DateTimeFormat(l, { dateStyle: 'medium', timeZone: 'UTC' });
  console.log(show(l), f.resolvedOptions().locale, show(f.format(dates[0])), show(dates[0].toLocaleDateString(l, { timeZone: 'UTC' })));
}
