// RegExp: greedy and lazy quantifiers, {n,m}, alternation order and backtracking results.
console.log(/a{2,3}/.exec('aaaa')[0], /a{2,3}?/.exec('aaaa')[0], /a{2,}/.exec('aaaaa')[0], /a{3}/.test('aa'));
console.log('<b>bold</b><i>it</i>'.match(/<.+>/)[0], '<b>bold</b><i>it</i>'.match(/<.+?>/g));
console.log(/(a|ab)(c|bcd)(d*)/.exec('abcd').slice(0, 4), /(ab|a)(c|bcd)(d*)/.exec('abcd').slice(0, 4));
console.log(/x*y+z?/.exec('xxyyyq')[0], /(?:ab)+?c/.exec('ababc')[0], /\d+?\./.exec('123.45')[0]);
// Captures inside a repeated group keep the last iteration; others are reset each time.
console.log(/(z)((a+)?(b+)?(c))*/.exec('zaacbbbcac'));
console.log(/(a)|(b)/.exec('b'), /((a)|b)+/.exec('ab').slice(1));
// Empty iterations stop a loop; backreferences to unset groups match the empty string.
console.log(/(a*)*/.exec('b'), /(a*)+/.exec('b'), /(?:a?)*?b/.exec('ab')[0], /\1(a)/.exec('aa')[0]);
console.log(/^(?:(\d+)\.)+(\d+)$/.exec('10.0.0.1'), /(\w)\1+/g[Symbol.match]('aabcccd'));
// Nested quantifiers that still finish quickly on short input.
console.log(/^(a+)+b$/.test('aaaaaaaaab'), /^(a|aa)+$/.test('a'.repeat(15)), /^(\s*\w+\s*,?)*$/.test('a, b, c'));
