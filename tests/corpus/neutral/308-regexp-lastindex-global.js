// RegExp: lastIndex with the g flag: exec loops, test() surprises, empty matches advancing.
const re = /o/g;
const found = [];
let m;
while ((m = re.exec('foo boo')) !== null) found.push(`${m.index}->${re.lastIndex}`);
console.log(found, re.lastIndex);
// test() with g remembers where it stopped.
const g = /a/g;
console.log(g.test('aa'), g.lastIndex, g.test('aa'), g.lastIndex, g.test('aa'), g.lastIndex);
g.lastIndex = 10;
console.log(g.test('aaa'), g.lastIndex);
// Without g or y, lastIndex is ignored and left alone.
const plain = /a/;
plain.lastIndex = 3;
console.log(plain.exec('aaaa').index, plain.lastIndex);
// Empty matches: match/replace/matchAll move on by one (a code point with u).
console.log('abc'.match(/x*/g), 'abc'.replace(/x*/g, '-'), 'aaa'.match(/a*?/g));
console.log([...'a😀'.matchAll(/(?:)/g)].length, [...'a😀'.matchAll(/(?:)/gu)].length);
const e = /(?:)/g;
console.log(e.exec('ab').index, e.lastIndex, e.exec('ab').index, e.lastIndex);
// match with g returns only the whole matches; lastIndex is 0 afterwards.
const w = /(\w)(\d)/g;
console.log('a1 b2 c3'.match(w), w.lastIndex, 'xyz'.match(w));
// search ignores and restores lastIndex.
w.lastIndex = 4;
console.log('a1 b2'.search(w), w.lastIndex);
