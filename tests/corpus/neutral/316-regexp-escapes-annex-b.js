// RegExp: escapes and the web-compatible (Annex B) syntax of patterns without the u flag.
console.log(/\d\D\w\W\s\S/.test('1a_ \tx'), /[\d.]+/.exec('v12.5b')[0], /\t\n\v\f\r/.test('\t\n\v\f\r'));
console.log(/\x41\u0042\u{43}/.test('ABu{43}'), /\u{43}/u.test('C'), /\cJ/.test('\n'), /[\cJ]/.test('\n'), /\0/.test('\0'));
// Annex B: lone brackets, braces that are not quantifiers, \c without a letter, octal, identity escapes.
console.log(/]/.test(']'), /a{/.test('a{'), /{}/.test('{}'), /x{1,a}/.test('x{1,a}'), /\c/.test('\\c'), /\c1/.test('\\c1'));
console.log(/[\c1]/.test('\x11'), /\101/.test('A'), /[\101]/.test('A'), /\8/.test('8'), /\q\e/.test('qe'), /\1/.test('\x01'));
console.log(/\_/.test('_'), /[\-]/.test('-'), /[a-]/.test('-'), /[\w-]/.test('-'), /[\d-z]/.test('-'), /\//.test('/'));
// Backreferences: numbered and named, forward references match empty.
console.log(/(a)(b)\2\1/.test('abba'), /(?<q>['"]).*?\k<q>/.exec(`say "hi" or 'yo'`)[0], /\k<a>/.test('k<a>'));
console.log(/\2(a)(b)/.exec('ab')[0], /(a)\10/.test('a\b'), /(?:)/.source, /[]/.test('a'), /[^]/.test('z'));
// With u, the same escapes are strict and braces mean code points.
console.log(/\u{1F600}/u.source, /^\u{1F600}$/u.test('😀'), /^[\u{1F600}-\u{1F64F}]$/u.test('😃'), /[\-]/u.test('-'));
