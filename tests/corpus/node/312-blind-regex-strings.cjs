const log = `2023-01-05 ERROR [db] connection lost
2023-01-05 INFO [web] GET /index 200
2023-01-06 WARN [db] slow query 1200ms
2023-01-07 ERROR [web] GET /api 500`;

const re = /^(?<date>\d{4}-\d{2}-\d{2}) (?<level>[A-Z]+) \[(?<svc>\w+)\] (?<msg>.*)$/gm;
for (const m of log.matchAll(re)) {
  const { date, level, svc } = m.groups;
  if (level === 'ERROR') console.log(`${date} ${svc.padEnd(4, '.')} ${m.groups.msg}`);
}

console.log('price: $42, €13, $7'.match(/(?<=\$)\d+/g));
console.log('foo.bar.baz'.replace(/(?<!^)\./g, '/'));

const sticky = /\d+|[a-z]+|\s+/y;
const tokens = [];
const src = 'abc 123 de45';
while (sticky.lastIndex < src.length) {
  const m = sticky.exec(src);
  if (!m) break;
  tokens.push(m[0]);
}
console.log(tokens);

console.log('😀 café'.length, [...'😀 café'].length, /^.$/u.test('😀'), /^.$/.test('😀'));
console.log('Ünïcödé'.normalize('NFD').replace(/\p{Diacritic}/gu, ''));

const tag = (strings, ...vals) => strings.raw.map((s, i) => s + (i < vals.length ? `[${vals[i]}]` : '')).join('');
console.log(tag`a=${1 + 1}\n b=${'x'.repeat(3)}`);

console.log('2023-01-05'.replace(/(?<y>\d+)-(?<m>\d+)-(?<d>\d+)/, '$<d>/$<m>/$<y>'));
console.log('a-b_c d'.replaceAll(/[-_ ]/g, (c) => ({ '-': '+', _: '*', ' ': '~' })[c]));
console.log('5'.padStart(3, '0'), 'abc'.at(-1), '  trim me '.trimEnd() + '|');
console.log(['b', 'a', 'C', 'é', 'e'].sort((x, y) => x.localeCompare(y)));
console.log('a,b,,c'.split(','), 'a1b2c3'.split(/\d/, 2));
console.log(/(\d+)-\1/.exec('12-12 34-35'), RegExp('a.c', 's').test('a\nc'));
