// RegExp: splitting CSV and other text with split(regexp), captures and limits.
const csv = 'name, age ,city\nAda,36, London\n"Smith, Bob",41,Paris';
const rows = csv.split(/\r?\n/);
console.log(rows.length, rows[0].split(/\s*,\s*/));
// Quoted fields: match the fields instead of splitting on commas.
const field = /(?:^|,)(?:"([^"]*)"|([^,]*))/g;
for (const row of rows) {
  const fields = [...row.matchAll(field)].map((m) => (m[1] ?? m[2]).trim());
  console.log(fields);
}
// Captures are spliced into the result; the limit counts them too.
console.log('1+2-3*4'.split(/([+\-*])/));
console.log('1+2-3*4'.split(/([+\-*])/, 4));
console.log('a, b;c  d'.split(/[,; ]+/), 'one'.split(/,/), ''.split(/,/), ''.split(/(?:)/));
console.log('abc'.split(/(?:)/), 'abc'.split(''), 'a1b22c333'.split(/\d+/), 'a1b'.split(/(\d)|(x)/));
console.log('line1\nline2\r\nline3'.split(/\r?\n/), 'tab\tsep'.split(/\s/, 1), 'x'.split(/x/, 0));
