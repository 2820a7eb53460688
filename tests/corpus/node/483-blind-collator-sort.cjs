// Sorting with localeCompare and Intl.Collator: numeric, sensitivity, case-first, locales, stable multi-key sorts
const words = ['résumé', 'resume', 'Resume', 'résume', 'rèsume', 'zebra', 'Zebra', 'apple', 'Äpfel', 'Apfel', 'éclair', 'eclair', 'öl', 'Ol', 'zürich', 'Zurich'];
console.log('default sort  ', [...words].sort().join(' '));
console.log('localeCompare ', [...words].sort((a, b) => a.localeCompare(b)).join(' '));
console.log('en base       ', [...words].sort(new Intl.Collator('en', { sensitivity: 'base' }).compare).join(' '));
console.log('en upperFirst ', [...words].sort(new Intl.Collator('en', { caseFirst: 'upper' }).compare).join(' '));
console.log('de            ', [...words].sort(new Intl.Collator('de').compare).join(' '));
console.log('sv            ', [...words].sort(new Intl.Collator('sv').compare).join(' '));
console.log('de phonebook  ', [...words].sort(new Intl.Collator('de-u-co-phonebk').compare).join(' '));
const files = ['file10.txt', 'file2.txt', 'File1.txt', 'file1.txt', 'file02.txt', 'file-3.txt', 'file 4.txt', 'file20b.txt', 'file20a.txt'];
console.log('plain         ', [...files].sort().join(' '));
console.log('numeric       ', [...files].sort(new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' }).compare).join(' '));
console.log('localeCompare numeric', [...files].sort((a, b) => a.localeCompare(b, 'en', { numeric: true })).join(' '));
for (const s of ['base', 'accent', 'case', 'variant']) {
  const c = new Intl.Collator('en', { sensitivity: s });
  console.log(s.padEnd(8), ['a|A', 'a|á', 'a|b', 'résumé|RESUME', 'ß|ss'].map(p => { const [x, y] = p.split('|'); return `${p}=${c.compare(x, y)}`; }).join(' '));
}
const punct = ['co-op', 'coop', 'co op', 'Co-Op', 'cooperate'];
console.log('ignorePunct   ', [...punct].sort(new Intl.Collator('en', { ignorePunctuation: true }).compare).join(' | '));
console.log('with punct    ', [...punct].sort(new Intl.Collator('en').compare).join(' | '));
const people = [
  { last: 'Østergaard', first: 'Ib', age: 40 }, { last: 'Ösel', first: 'Ana', age: 31 }, { last: 'Oslo', first: 'Bo', age: 31 },
  { last: 'de la Cruz', first: 'Mia', age: 22 }, { last: 'De Vries', first: 'Jan', age: 40 }, { last: 'van Dijk', first: 'Eva', age: 22 },
  { last: 'Ōta', first: 'Ken', age: 31 }, { last: 'O\'Brien', first: 'Liam', age: 40 },
];
const coll = new Intl.Collator('en', { sensitivity: 'base', ignorePunctuation: true });
const byAgeDescThenName = [...people].sort((a, b) => b.age - a.age || coll.compare(a.last, b.last) || coll.compare(a.first, b.first));
for (const p of byAgeDescThenName) console.log(`  ${p.age} ${p.last}, ${p.first}`);
const groups = {};
for (const p of people) {
  const letter = p.last.normalize('NFD').replace(/[\u0300-\u036f]/g, '')[0].toUpperCase();
  (groups[letter] ||= []).push(p.last);
}
console.log(Object.entries(groups).sort(([a], [b]) => a.localeCompare(b)).map(([k, v]) => `${k}: ${v.sort(coll.compare).join(', ')}`).join(' / '));
const ro = new Intl.Collator('en').resolvedOptions();
console.log(ro.locale, ro.usage, ro.sensitivity, ro.ignorePunctuation, ro.collation, ro.numeric, ro.caseFirst);
console.log(Intl.Collator.supportedLocalesOf(['de', 'sv-SE', 'fr-CA']).join(','));
const stable = [3, 1, 2, 1, 3, 2].map((v, i) => ({ v, i })).sort((a, b) => a.v - b.v).map(o => `${o.v}${String.fromCharCode(97 + o.i)}`);
console.log('stable', stable.join(' '));
console.log('toSorted', [10, 9, 1, 100].toSorted().join(','), [10, 9, 1, 100].toSorted((a, b) => a - b).join(','), ['b', undefined, 'a', , 'c'].sort());
console.log('ä vs z', 'ä'.localeCompare('z', 'de'), 'ä'.localeCompare('z', 'sv'), 'a'.localeCompare('B'), 'a' < 'B', '\u0041\u030A'.localeCompare('\u00C5'));
