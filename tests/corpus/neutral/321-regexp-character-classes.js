// RegExp: character classes: ranges, negation, escapes inside classes, and the dot.
console.log('a1-B2_c3'.match(/[a-c]/g), 'a1-B2_c3'.match(/[^a-z\d]/g), 'x-y'.match(/[x\-y]/g));
console.log('hello world'.replace(/[aeiou]/g, '*'), 'Tab\there'.match(/[\s]/)[0] === '\t', '[a]'.match(/[\[\]]/g));
console.log('2024/03-01'.split(/[\/-]/), 'a^b'.match(/[\^]/)[0], 'a^b'.match(/[b^]/g), 'a]b'.match(/[\]]/)[0]);
console.log(/[\d\s]+/.exec('ab 12 3c')[0], /[^\d\s]+/.exec('12 ab3')[0], /[\w.]+@/.exec('mail: a.b@c')[0]);
console.log(/[α-ω]+/.exec('greek αβγ!')[0], /[\u0400-\u04FF]+/.exec('ru: да')[0], /[^\x00-\x7F]+/.exec('café')[0]);
console.log(/[.]/.test('a'), /./.test('\n'), /[\b]/.test('\b'), /\bb/.test('\b'), /[^]/.test(''), /[]/.test(''));
console.log('AbC'.match(/[A-Z]/g), 'AbC'.match(/[a-z]/gi), 'x_9'.match(/[\W]/g), 'x_9!'.match(/[\W]/g));
console.log(/^[\w-]{3,16}$/.test('user_name-1'), /^[\w-]{3,16}$/.test('no spaces'), /^[01]+$/.test('10102'));
