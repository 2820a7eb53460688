// split with string separators, limits, empty separator and missing separator.
console.log('a,b,,c'.split(','));
console.log('a,b,c'.split(',', 2));
console.log('abc'.split(''));
console.log('abc'.split());
console.log(''.split(','), ''.split(''));
console.log('one  two'.split(' '));
console.log('a--b--c'.split('--'));
console.log('key=value=more'.split('=').slice(1).join('='));
