// ?? only replaces null/undefined; ||= &&= ??= assign conditionally and short-circuit.
console.log(0 ?? 'd', '' ?? 'd', false ?? 'd', null ?? 'd', undefined ?? 'd', NaN ?? 'd');
console.log(0 || 'd', '' || 'd', 'x' && 'y', 0 && 'y');
const o = { a: 0, b: null, c: 'set', d: 1 };
o.a ||= 'a replaced';
o.b ??= 'b filled';
o.c ??= 'not used';
o.d &&= 'd replaced';
o.e ||= 'e created';
console.log(JSON.stringify(o));
let calls = 0;
const side = () => { calls++; return 'side'; };
let x = 'keep';
x ??= side();
x ||= side();
let y = null;
y &&= side();
console.log(x, y, 'calls', calls);
console.log((null || undefined) ?? 'mixed with parens');
