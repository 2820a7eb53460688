// RegExpExec checks what a custom exec returns: objects and null are used, anything else is V8's TypeError.
const re = /x/g;
re.exec = function (s) { return s.length > 2 ? { 0: 'xyz', index: 0, length: 1 } : null; };
console.log(re.test('abc'), re.test('ab'));
re.exec = () => 42;
for (const call of [() => re.test('x'), () => 'x'.replace(re, 'y'), () => 'x'.match(re)]) {
  try { call(); } catch (e) { console.log(e.name + ': ' + e.message); }
}
