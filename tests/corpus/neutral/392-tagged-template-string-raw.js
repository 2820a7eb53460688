// String.raw keeps backslashes (Windows paths, escapes); raw strings, invalid escapes and String.raw with an object.
const dir = 'Users';
console.log(String.raw`C:\${dir}\new\temp\file.txt`);
console.log(String.raw`\n is a newline, \t a tab, \u0041 an A`.length, `\u0041`);
console.log(String.raw`line1
line2`.split('\n').length);
const cooked = (s) => s;
const t = cooked`\unicode \xZZ ${1} \u{110000} ok\n`;
console.log(t, t.raw);
console.log(t[0] === undefined, t.raw[0], t[1] === undefined, t.raw[1]);
console.log(String.raw({ raw: ['a', 'b', 'c'] }, 1, 2, 3, 4), String.raw({ raw: 'xyz' }, '-', '+'));
console.log(String.raw({ raw: [] }), String.raw({ raw: ['only'] }, 'ignored'), String.raw({ raw: { length: 2, 0: 'p', 1: 'q' } }, '|'));
try { String.raw({}); } catch (e) { console.log(e.name); }
const d = Object.getOwnPropertyDescriptor(t, 'raw');
console.log(d.writable, d.enumerable, d.configurable, Object.isFrozen(t.raw));
'use strict';
try { (() => { 'use strict'; t.raw.push('x'); })(); } catch (e) { console.log(e.name); }
console.log(String.raw`${1}${2}${3}`, String.raw``.length);
