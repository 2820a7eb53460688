// String utilities: slugify, truncate, wrap, title case, and unicode pitfalls.
const slugify = (s) => s.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase().trim()
  .replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
console.log(slugify('  Crème Brûlée: 10 Best Recipes!  '), slugify('Ünïcödé & Friends'));

const truncate = (s, n) => (s.length <= n ? s : s.slice(0, n - 1).trimEnd() + '…');
console.log(truncate('The quick brown fox jumps', 12), truncate('short', 12));

function wrap(text, width) {
  const lines = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if ((line + ' ' + word).trim().length > width) { lines.push(line); line = word; }
    else line = (line + ' ' + word).trim();
  }
  if (line) lines.push(line);
  return lines;
}
console.log(wrap('Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor', 20));

const titleCase = (s) => s.replace(/\b([a-z])([a-z]*)/g, (_, a, b) => a.toUpperCase() + b);
console.log(titleCase("the lord of the rings: return of the king's men"));

const emoji = 'family: 👨‍👩‍👧 and 👍🏽!';
console.log(emoji.length, [...emoji].length, emoji.codePointAt(8).toString(16), emoji.at(-1));
console.log('ß'.toUpperCase(), 'İ'.toLowerCase().length, 'ﬁ'.normalize('NFKC'), 'e\u0301' === 'é', 'e\u0301'.normalize() === 'é');
console.log('abc'.localeCompare('ABC'), 'a'.localeCompare('b'), ['b', 'a', 'C'].sort(), ['b', 'a', 'C'].sort((x, y) => x.localeCompare(y)));
console.log('x'.repeat(3), 'abc'.padStart(6, '12'), 'abc'.padEnd(2), '  trim  '.trimStart() + '|', 'a-b-c'.replaceAll('-', '+'));
console.log('Hello'.split(''), 'a,b,,c'.split(','), 'a,b,,c'.split(',', 2), ''.split(','), 'abc'.split());
console.log('indexOf', 'banana'.indexOf('an'), 'banana'.lastIndexOf('an'), 'banana'.indexOf('an', 2), 'banana'.search(/n/));
console.log('startsWith', 'file.test.js'.startsWith('file'), 'file.test.js'.endsWith('.js'), 'file.test.js'.includes('test', 6));
console.log('substring vs slice', 'abcdef'.substring(4, 1), 'abcdef'.slice(4, 1), 'abcdef'.slice(-2), 'abcdef'.substring(-2));
console.log(String.fromCharCode(72, 105), String.fromCodePoint(0x1f600).length, 'z'.charCodeAt(0), 'abc'.at(-4));
const count = (s) => [...s].reduce((m, ch) => ((m[ch] = (m[ch] || 0) + 1), m), {});
console.log(count('mississippi'));
const isPalindrome = (s) => { const t = s.toLowerCase().replace(/[^a-z0-9]/g, ''); return t === [...t].reverse().join(''); };
console.log(['A man, a plan, a canal: Panama', 'race a car', ''].map(isPalindrome));
console.log(`multi
line ${1 + 1} template`, 'tab\there', JSON.stringify('quote"back\\slash'));
