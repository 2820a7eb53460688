// RegExp: String.prototype.match/matchAll/replace/replaceAll/search/split with regexps and strings.
const s = 'The rain in SPAIN stays mainly in the plain';
console.log(s.match(/ain/g), s.match(/ain/gi).length, s.match(/(r)(ain)/).slice(0, 3), s.match(/xyz/g));
console.log(s.search(/SPAIN/), s.search(/spain/i), s.search('in'), s.search(/zzz/), 'a.b'.search('.'));
console.log(s.replace(/ain\b/g, 'AIN'), s.replaceAll(/in/g, '_').length, s.replaceAll('in', () => '#').length);
console.log('a.b.c'.replace('.', '!'), 'a.b.c'.replaceAll('.', '!'), 'aaa'.replaceAll('a', '$&$&'), 'x'.replace('x', '$`$\''));
console.log('1,2;3'.split(/[,;]/), 'a  b   c'.split(/\s+/), 'no-match'.split(/x/), 'a1b2c3'.split(/\d/, 2));
console.log([...'a1b22c333'.matchAll(/\d+/g)].map((m) => `${m[0]}@${m.index}`), [...'abc'.matchAll('b')].length);
// match/search/matchAll turn strings into regexps: "." means any character there.
console.log('a.b'.match('.')[0], 'axb'.match('a.b')[0], 'x+y'.search('\\+'), ''.match(/^/)[0] === '');
// undefined and null patterns.
console.log('undefined'.match(undefined)[0] === '', 'null'.search(null), 'a-null'.replace(null, 'N'), 'anb'.split(undefined));
// Replacement callbacks see the captures, the offset and the whole string.
console.log('x1y2'.replace(/([a-z])(\d)/g, (m, letter, digit, offset, whole) => `${letter.toUpperCase()}${digit * 2}<${offset}/${whole.length}>`));
