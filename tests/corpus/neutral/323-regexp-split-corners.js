// RegExp: split corners: captures, limits, empty matches, sticky and unicode splitters.
console.log('abc'.split(/(b)/), 'abc'.split(/(x)?b/), 'a,b,c'.split(/(,)/, 3), 'a,b,c'.split(/,/, -1));
console.log(''.split(/x/), ''.split(/(?:)/), 'ab'.split(/(?:)/), 'ab'.split(/$/), 'ab'.split(/^/m));
console.log('a\nb\nc'.split(/^/m), 'a1b2'.split(/(?=\d)/), 'a1b2'.split(/(?<=\d)/), 'aXbxc'.split(/x/i));
console.log('test'.split(/t/), 'tt'.split(/t/), 'abc'.split(/(?:)/, 2), 'a😀b'.split(/(?:)/u), 'a😀b'.split(/(?:)/).length);
console.log('one  two'.split(/( )/), 'one  two'.split(/ */), 'ab'.split(/a*?/), 'ab'.split(/a*/));
const y = /,/y;
console.log('a,b'.split(y), y.lastIndex, 'a,b,c'.split(/,/g), 'a,b'.split({ [Symbol.split]: (s) => [s, s] }));
