// replace (first match only) and replaceAll with string patterns and function replacers.
const s = 'the cat sat on the mat';
console.log(s.replace('the', 'a'));
console.log(s.replaceAll('the', 'a'));
console.log(s.replace('dog', 'x') === s);
console.log(s.replaceAll('at', (m) => m.toUpperCase()));
console.log('a.b.c'.replaceAll('.', '/'), 'aaa'.replace('a', 'b'));
console.log('x'.replace('', '_'), 'xy'.replaceAll('', '_'));
console.log(s.replace('cat', (match, offset) => `[${match}@${offset}]`));
