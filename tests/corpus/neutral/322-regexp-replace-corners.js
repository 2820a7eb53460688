// RegExp: replace corners: empty matches, $-patterns, groups that did not match, lastIndex.
console.log('abc'.replace(/(?:)/g, '-'), 'abc'.replace(/$/, '!'), 'abc'.replace(/^|$/g, '|'));
console.log('aaa'.replace(/a*/g, 'X'), 'baaac'.replace(/a*/g, '-'), 'abc'.replace(/b*/g, '[$&]'));
console.log('ab'.replace(/(x)?b/, '[$1]'), 'ab'.replace(/(x)?b/, (m, p1) => String(p1)), 'ab'.replace(/(a)/, '$11'));
console.log('abc'.replace(/b/, '$'), 'abc'.replace(/b/, '$$$'), 'abc'.replace(/b/, '$<n>'), 'abc'.replace(/(?<n>b)/, '[$<n>][$<m>]'));
console.log('abc'.replace(/(?<n>b)/, '$<n'), 'abcdefghijk'.replace(/(a)(b)(c)(d)(e)(f)(g)(h)(i)(j)(k)/, '$11-$10-$1'));
const re = /o/g;
re.lastIndex = 5;
console.log('foo boo'.replace(re, '0'), re.lastIndex);
const sticky = /o/y;
sticky.lastIndex = 1;
console.log('foo'.replace(sticky, '0'), sticky.lastIndex, 'foo'.replace(sticky, '0'), sticky.lastIndex);
console.log('😀😀'.replace(/(?:)/gu, '.'), '😀'.replace(/(?:)/g, '.').length);
let calls = 0;
console.log('a-b-c'.replace(/-/g, () => { calls++; return '+'; }), calls, 'x'.replace(/x/, () => 12));
