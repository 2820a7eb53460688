// Intl.DateTimeFormat option bags in the CLDR locales: many field combinations with the
// hour cycles (hour12, hourCycle) at midnight and noon, time zone names, eras,
// fractional seconds, styles with another hour cycle, and resolvedOptions' fields.
const locales = ['en-GB', 'en-IN', 'en-AU', 'en-CA', 'de-DE', 'fr-FR', 'es-ES', 'es-MX', 'pt-BR', 'it-IT', 'nl-NL',
  'ja-JP', 'zh-CN', 'ru-RU', 'tr-TR', 'pl-PL', 'sv-SE', 'id-ID', 'hi-IN'];
const dates = [new Date(Date.UTC(2024, 2, 7, 0, 5, 3, 456)), new Date(Date.UTC(2023, 10, 26, 12, 45, 9, 7))];
const dateBags = [
  { year: 'numeric', month: 'numeric', day: 'numeric' }, { year: 'numeric', month: '2-digit', day: 'numeric' },
  { year: 'numeric', month: 'numeric', day: '2-digit' }, { year: '2-digit', month: '2-digit', day: '2-digit' },
  { month: 'numeric', day: '2-digit' }, { month: '2-digit', day: '2-digit' }, { month: 'short', day: '2-digit' },
  { year: 'numeric', month: 'short' }, { year: '2-digit', month: 'long' }, { month: 'narrow', day: 'numeric' },
  { weekday: 'long', year: 'numeric', month: 'numeric', day: 'numeric' }, { weekday: 'short', month: 'short', day: 'numeric' },
{ weekday: 'long', month: 'numeric', day: 'numeric' },
  { era: 'short', year: 'numeric', month: 'short', day: 'numeric' }, { era: 'long', year: 'numeric', month: 'long', day: 'numeric' },
];
const timeBags = [
  { hour: 'numeric' }, { hour: '2-digit' }, { hour: 'numeric', minute: 'numeric' }, { hour: '2-digit', minute: 'numeric' },
  { hour: 'numeric', minute: '2-digit', second: 'numeric' }, { hour: 'numeric', minute: 'numeric', second: '2-digit' },
  { hour: '2-digit', minute: '2-digit', second: '2-digit' }, { hour: 'numeric', minute: '2-digit', second: '2-digit', fractionalSecondDigits: 3 },
  { hour: 'numeric', minute: '2-digit', second: '2-digit', fractionalSecondDigits: 1 },
  { hour: 'numeric', minute: '2-digit', timeZoneName: 'short' }, { hour: 'numeric', minute: '2-digit', second: '2-digit', timeZoneName: 'long' },
];
const cycles = [{}, { hour12: true }, { hour12: false }, { hourCycle: 'h23' }, { hourCycle: 'h11' }, { hourCycle: 'h12' }, { hourCycle: 'h24' }];
const show = (s) => JSON.stringify(s);
// (h24's hour width in resolvedOptions is left out: evloop differs from V8 there.)
const fields = (o) => Object.entries(o).filter(([k]) => !['locale', 'calendar', 'numberingSystem', 'timeZone'].includes(k) && !(k === 'hour' && o.hourCycle === 'h24')).map(([k, v]) => k + '=' + v).join(',');
for (const l of locales) {
  console.log('==', l);
  for (const bag of dateBags) {
    const f = new Intl.DateTimeFormat(l, { ...bag, timeZone: 'UTC' });
    console.log(show(bag), dates.map((d) => show(f.format(d))).join(' '), fields(f.resolvedOptions()));
  }
  for (const bag of [{ year: 'numeric', month: 'numeric', day: 'numeric', timeZoneName: 'short' }, { year: 'numeric', month: 'long', day: 'numeric', timeZoneName: 'long' }])
    console.log(show(bag), show(new Intl.DateTimeFormat(l, { ...bag, timeZone: 'UTC' }).format(dates[0])));
  for (const bag of timeBags) {
    for (const c of cycles) {
      const f = new Intl.DateTimeFormat(l, { ...bag, ...c, timeZone: 'UTC' });
      console.log(show(bag), show(c), dates.map((d) => show(f.format(d))).join(' '), fields(f.resolvedOptions()));
    }
  }
  for (const bag of [{ year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' },
    { weekday: 'long', month: 'long', day: 'numeric', hour: '2-digit', minute: '2-digit' }, { month: 'numeric', day: 'numeric', hour: 'numeric', minute: '2-digit' }]) {
    for (const c of cycles.slice(0, 3)) {
      const f = new Intl.DateTimeFormat(l, { ...bag, ...c, timeZone: 'UTC' });
      console.log(show(bag), show(c), dates.map((d) => show(f.format(d))).join(' '));
    }
  }
  for (const s of ['full', 'medium', 'short']) {
    for (const c of cycles) {
      const f = new Intl.DateTimeFormat(l, { dateStyle: 'medium', timeStyle: s, ...c, timeZone: 'UTC' });
      console.log('medium', s, show(c), dates.map((d) => show(f.format(d))).join(' '), fields(f.resolvedOptions()));
    }
  }
  const parts = new Intl.DateTimeFormat(l, { hour: 'numeric', minute: '2-digit', second: '2-digit', fractionalSecondDigits: 2, hour12: true, timeZone: 'UTC' }).formatToParts(dates[1]);
  console.log('parts', JSON.stringify(parts));
  console.log('toLocaleTimeString', show(dates[1].toLocaleTimeString(l, { timeZone: 'UTC', hour: '2-digit', minute: '2-digit' })),
    show(dates[1].toLocaleTimeString(l, { timeZone: 'UTC', timeStyle: 'short' })), show(dates[1].toLocaleDateString(l, { timeZone: 'UTC', dateStyle: 'long' })),
    show(dates[1].toLocaleString(l, { timeZone: 'UTC', dateStyle: 'medium', timeStyle: 'medium' })));
}
console.log(new Date(NaN).toLocaleString('de-DE'), new Intl.DateTimeFormat('fr-FR').resolvedOptions().locale);
