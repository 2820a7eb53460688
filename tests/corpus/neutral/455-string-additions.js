// String additions realistic code reaches for: at, replaceAll, padStart/End, trimStart/End, codePointAt, well-formedness.
const id = '42';
console.log(id.padStart(6, '0'), 'ab'.padEnd(5, '.-'), '  trim me  '.trimStart() + '|', '|' + '  x  '.trimEnd());
console.log('a-b-c'.replaceAll('-', '+'), 'aaa'.replaceAll('a', '$&$&'), 'x.y.z'.replaceAll('.', () => '/'));
console.log('hello'.at(-1), 'hello'.at(0), 'hello'.at(9), '😀x'.codePointAt(0), '😀x'.codePointAt(1), '😀x'.length);
console.log('ab\uD800'.isWellFormed(), 'abc'.isWellFormed(), 'ab\uD800c'.toWellFormed().charCodeAt(2).toString(16));
console.log('café'.normalize('NFD').length, 'cafe\u0301'.normalize('NFC').length, 'a'.localeCompare('b'), 'b'.localeCompare('a'), 'a'.localeCompare('a'));
console.log(['b', 'a', 'C'].sort((x, y) => x.localeCompare(y)));
