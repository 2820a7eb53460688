// Intl.Collator and localeCompare with options: sorting names with accents and case,
// numeric file names, sensitivity levels for search, caseFirst and ignorePunctuation.
const names = ['Zoë', 'zoe', 'Émile', 'emile', 'Eve', 'adam', 'Adam', 'Ådne', 'bob', 'Łukasz', 'lukas', 'Çelik', 'celine'];
console.log(names.slice().sort(new Intl.Collator('en-US').compare).join(', '));
console.log(names.slice().sort(new Intl.Collator('en-US', { caseFirst: 'upper' }).compare).join(', '));
const files = ['file10.txt', 'file2.txt', 'File1.txt', 'file1.txt', 'file02.txt', 'file20.txt', 'file3.txt', 'img007.png', 'img7.png'];
console.log(files.slice().sort(new Intl.Collator('en-US', { numeric: true }).compare).join(' '));
console.log(files.slice().sort(new Intl.Collator('en-US').compare).join(' '));
console.log(files.slice().sort((a, b) => a.localeCompare(b, undefined, { numeric: true, sensitivity: 'base' })).join(' '));
const pairs = [['a', 'A'], ['a', 'á'], ['a', 'b'], ['A', 'á'], ['é', 'É'], ['resume', 'résumé'], ['Straße', 'strasse']];
for (const sensitivity of ['base', 'accent', 'case', 'variant']) {
  const c = new Intl.Collator('en-US', { sensitivity });
  console.log(sensitivity.padEnd(8), pairs.map(([x, y]) => `${x}/${y}:${c.compare(x, y)}`).join(' '));
}
const search = (list, term) => list.filter((w) => w.localeCompare(term, 'en-US', { sensitivity: 'base' }) === 0);
console.log(search(['Resume', 'résumé', 'RESUME', 'resumes', 'rèsume'], 'resume'));
const punct = new Intl.Collator('en-US', { ignorePunctuation: true });
console.log(punct.compare('a b', 'ab'), punct.compare('co-op', 'coop'), new Intl.Collator('en-US').compare('co-op', 'coop'));
console.log(['b', 'a', 'C', 'B', 'c', 'A'].sort(new Intl.Collator().compare), ['10', '9', '1', '100'].sort(new Intl.Collator(undefined, { numeric: true }).compare));
const c = new Intl.Collator('en-US', { numeric: true, sensitivity: 'accent' });
console.log(c.resolvedOptions(), new Intl.Collator().resolvedOptions().sensitivity, c, typeof c.compare, c.compare.length, c.compare === c.compare);
console.log(Intl.Collator('en-US') instanceof Intl.Collator, 'a'.localeCompare('B'), 'a'.localeCompare('A'), 'ä'.localeCompare('a', 'de'), 'x2'.localeCompare('x10', 'en', { numeric: true }));
try { new Intl.Collator('en-US', { sensitivity: 'loud' }); } catch (e) { console.log(e.name); }
