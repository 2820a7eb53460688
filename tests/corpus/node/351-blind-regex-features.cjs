// Regex: named groups, lookbehind, matchAll, replaceAll, sticky, flags
const log = `2024-01-15 ERROR [db] connection lost
2024-01-15 INFO [web] request /home 200
2024-01-16 WARN [db] slow query 1200ms
2024-01-16 ERROR [web] request /api 500`;

const re = /^(?<date>\d{4}-\d{2}-\d{2}) (?<level>[A-Z]+) \[(?<svc>\w+)\] (?<msg>.*)$/gm;
for (const m of log.matchAll(re)) {
  const { date, level, svc } = m.groups;
  if (level !== 'INFO') console.log(`${date} ${svc.padEnd(4)} ${level} @${m.index}`);
}
const prices = 'USD 10, EUR 20, $30, $45.50 and 60';
console.log(prices.match(/(?<=\$)\d+(\.\d+)?/g).join('|'));
console.log(prices.match(/(?<!\$|\d|\.)\b\d+\b(?!\.)/g).join('|'));
console.log('a-b_c d'.replaceAll(/[-_ ]/g, (c) => `<${c}>`));
console.log('x.y.z'.replaceAll('.', '/'), 'aaa'.replace('a', '$&$&'));
console.log('2024-01-15'.replace(/(?<y>\d+)-(?<m>\d+)-(?<d>\d+)/, '$<d>/$<m>/$<y>'));
const camel = 'background-color-hover'.replace(/-(\w)/g, (_, ch) => ch.toUpperCase());
console.log(camel, camel.replace(/[A-Z]/g, (ch) => '_' + ch.toLowerCase()));
const sticky = /\d+/y;
sticky.lastIndex = 3;
console.log(sticky.test('abc123'), sticky.lastIndex, sticky.test('abc123'));
const tokens = [];
const tok = /\s*(?:(?<num>\d+)|(?<op>[-+*/()]))/y;
const src = '12 + 3*(4-1)';
let mm;
while ((mm = tok.exec(src))) tokens.push(mm.groups.num ?? mm.groups.op);
console.log(tokens.join(' '), tokens.length);
console.log(/\p{Lu}/u.test('É'), 'naïve café'.match(/\p{L}+/gu).length, /^.$/su.test('\n'));
const d = /(?<a>x)|(?<b>y)/d.exec('zzy');
console.log(d.indices.groups.b.join(','), d.groups.a, /a/gimsuy.flags);
console.log('one two  three'.split(/\s+/), 'a1b2c3'.split(/(\d)/).join(','));
