// Regular expressions: named groups, matchAll, replace with functions, lookbehind, sticky
const log = `
2024-03-01 12:00:01 INFO  user=alice action=login ip=10.0.0.1
2024-03-01 12:05:44 WARN  user=bob action=failed-login ip=10.0.0.7
2024-03-02 08:15:00 ERROR user=alice action=upload size=1.5MB
2024-03-02 09:00:00 INFO  user=carol action=logout
`;

const lineRe = /^(?<date>\d{4}-\d{2}-\d{2}) (?<time>[\d:]+) (?<level>[A-Z]+)\s+(?<rest>.*)$/gm;
for (const m of log.matchAll(lineRe)) {
  const { date, level, rest } = m.groups;
  const fields = Object.fromEntries([...rest.matchAll(/(\w+)=(\S+)/g)].map(([, k, v]) => [k, v]));
  console.log(date, level.padEnd(5), fields);
}

const iso = '2024-03-09';
console.log(iso.replace(/(?<y>\d+)-(?<m>\d+)-(?<d>\d+)/, '$<d>/$<m>/$<y>'));
console.log('price: $30, tax: $4.50, code: 99'.match(/(?<=\$)\d+(\.\d+)?/g));
console.log('a1b22c333'.replace(/\d+/g, (digits, offset) => `[${digits.length}@${offset}]`));
console.log('camelCaseStringHere'.replace(/(?<!^)([A-Z])/g, '_$1').toLowerCase());
console.log('snake_case_to_camel'.replace(/_(\w)/g, (_, c) => c.toUpperCase()));

const re = /(?<word>\b\w+\b) \k<word>/gi;
console.log('This is is a test test of the The doubled words'.match(re));

const sticky = /\d+|[+*\/-]|\s+/y;
const tokens = [];
const expr = '12 + 34*5';
while (sticky.lastIndex < expr.length) {
  const t = sticky.exec(expr);
  if (!t) break;
  if (t[0].trim()) tokens.push(t[0]);
}
console.log(tokens);

const withIndices = /(?<key>\w+)=(?<val>\d+)/d.exec('xx count=42');
console.log(withIndices.indices.groups, withIndices.index);
console.log(/^\p{Lu}\p{Ll}+$/u.test('Ärger'), /\p{Script=Greek}/u.test('λ'), 'naïve café'.normalize('NFD').replace(/\p{M}/gu, ''));
console.log('a,b;;c , d'.split(/\s*[,;]\s*/), 'one  two   three'.split(/\s+/, 2));
const email = /^[\w.+-]+@(?<domain>[\w-]+\.)+[a-z]{2,}$/i;
for (const e of ['a.b+tag@mail.example.com', 'bad@', 'x@y.co']) console.log(e, email.test(e));
console.log(RegExp('[.*+?]', 'g').flags, /a/gimsuy.flags, String(/x\/y/));
