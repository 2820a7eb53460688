// Intl.PluralRules, Intl.RelativeTimeFormat and Intl.ListFormat in an activity feed:
// "3 items", "1st/2nd/3rd", "2 days ago", "yesterday", "Ann, Bob, and Cy".
const cardinal = new Intl.PluralRules('en-US');
const ordinal = new Intl.PluralRules('en-US', { type: 'ordinal' });
const words = { one: 'item', other: 'items' };
for (const n of [0, 1, 2, 1.5, 1000, -1]) console.log(`${n} ${words[cardinal.select(n)]}`);
const suffix = { one: 'st', two: 'nd', few: 'rd', other: 'th' };
console.log([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101, 111, 112, 0, 1.5].map((n) => `${n}${suffix[ordinal.select(n)]}`).join(' '));
console.log(cardinal.select(1), new Intl.PluralRules('en-US', { minimumFractionDigits: 1 }).select(1), cardinal.select('1'), cardinal.select(NaN));
console.log(cardinal.resolvedOptions().pluralCategories, ordinal.resolvedOptions().pluralCategories, ordinal.resolvedOptions().type);
const rtf = new Intl.RelativeTimeFormat('en-US');
const auto = new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' });
for (const [value, unit] of [[-2, 'day'], [-1, 'day'], [0, 'day'], [1, 'day'], [3, 'hours'], [-1, 'week'], [0, 'second'], [-0, 'minute'], [1, 'quarter'], [-1, 'year'], [1234.5, 'seconds']])
  console.log(`${value} ${unit}: ${rtf.format(value, unit)} | ${auto.format(value, unit)}`);
for (const style of ['short', 'narrow']) {
  const f = new Intl.RelativeTimeFormat('en-US', { style });
  console.log(style, ['second', 'minute', 'hour', 'day', 'week', 'month', 'quarter', 'year'].map((u) => `${f.format(-3, u)} / ${f.format(1, u)}`).join('; '));
}
console.log(rtf.formatToParts(-1234.5, 'days'), auto.formatToParts(-1, 'day'));
console.log(rtf.resolvedOptions(), rtf);
for (const type of ['conjunction', 'disjunction', 'unit'])
  for (const style of ['long', 'short', 'narrow']) {
    const lf = new Intl.ListFormat('en-US', { type, style });
    console.log(type, style, JSON.stringify([[], ['Ann'], ['Ann', 'Bob'], ['Ann', 'Bob', 'Cy'], ['Ann', 'Bob', 'Cy', 'Di']].map((l) => lf.format(l))));
  }
const lf = new Intl.ListFormat('en-US');
console.log(lf.formatToParts(['red', 'green', 'blue']), lf.format(new Set(['x', 'y'])), lf.resolvedOptions(), lf);
for (const bad of [() => lf.format([1, 2]), () => rtf.format(1, 'decade'), () => rtf.format(Infinity, 'day'), () => new Intl.ListFormat('en-US', { type: 'and' }), () => Intl.PluralRules()])
  try { bad(); } catch (e) { console.log(e.name); }
