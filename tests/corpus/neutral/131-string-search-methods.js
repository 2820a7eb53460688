// startsWith/endsWith/includes/indexOf/lastIndexOf, with position arguments.
const s = 'hello world, hello moon';
console.log(s.startsWith('hello'), s.startsWith('world', 6), s.endsWith('moon'), s.endsWith('hello', 5));
console.log(s.includes('world'), s.includes('World'), s.includes(''));
console.log(s.indexOf('hello'), s.indexOf('hello', 1), s.lastIndexOf('hello'), s.indexOf('xyz'));
console.log(s.indexOf(''), s.lastIndexOf('o'), 'aaa'.lastIndexOf('a', 1));
console.log('abc'.search === undefined, typeof 'abc'.includes);
