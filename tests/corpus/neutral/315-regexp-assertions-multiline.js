// RegExp: anchors, word boundaries, the m and s flags, and the dot.
const text = 'first line\nsecond line\r\nthird\u2028fourth';
console.log(text.match(/^\w+/gm), text.match(/\w+$/gm), text.match(/^\w+/g), /line$/.test(text));
console.log(/a.c/.test('a\nc'), /a.c/s.test('a\nc'), /a[^]c/.test('a\nc'), /a.c/.test('a\u2029c'), /a.c/.test('a\tc'));
console.log('cat catalog concat'.match(/\bcat\b/g), 'cat catalog concat'.match(/\Bcat/g), 'cat catalog'.replace(/\b/g, '|'));
console.log(/^$/.test(''), /^$/m.test('a\n\nb'), ''.replace(/^/gm, '> '), 'a\nb'.replace(/^/gm, '> '));
console.log(/\b/.test(''), /\B/.test(''), /\bé/.test('café'), /é\b/.test('café'), /\w\b\W/.exec('ab, cd')[0]);
console.log('end.'.replace(/$/, '!'), 'x\ny'.replace(/$/gm, ';'), /^b/m.exec('a\nb').index);
