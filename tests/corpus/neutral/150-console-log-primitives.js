// console.log prints primitives at top level unquoted, separated by single spaces.
console.log('plain string', 42, -0, 0, 3.5, true, false, null, undefined);
console.log(NaN, Infinity, -Infinity, 1e21, 1e-7, 0x10);
console.log(Symbol('tag'), Symbol(), Symbol.iterator);
console.log('');
console.log();
console.log('', '');
console.log('it\'s', "say \"hi\"", `back\`tick`);
console.log('multi\nline', 'tab\there');
console.log(typeof console.log, 'end');
