// Strings inside arrays/objects are quoted: single quotes, or double/backtick quotes to avoid escapes.
console.log(['plain', "it's", 'say "hi"', `both ' and "`, `all ' " \``]);
console.log({ s: 'x', q: "don't" });
console.log(['new\nline', 'tab\tchar', 'back\\slash', '']);
console.log([' spaced ', 'unicode é ☃ 😀']);
console.log({ nested: ['a', { deep: 'b' }] });
console.log('top level', ['inside'], 'again');
