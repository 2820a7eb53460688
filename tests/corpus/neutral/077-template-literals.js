// Template literals: interpolation, expressions, nesting, multi-line text and escapes.
const name = 'evloop';
const n = 3;
console.log(`hello ${name}, ${n} + ${n} = ${n + n}`);
console.log(`nested: ${`inner ${n > 2 ? `big ${n}` : 'small'}`}`);
console.log(`line one
line two`);
console.log(`object ${{}} array ${[1, 2]} null ${null} undefined ${undefined}`);
console.log(`escaped \${not interpolated} and a backtick \``);
const items = ['a', 'b'];
console.log(`${items.map((i) => `<${i}>`).join('')}`);
console.log(`${'x'.repeat(3)}|${(() => 'iife')()}|${typeof `t`}`);
console.log(`\u0041\x42\tC`);
