// RegExp: V8's error messages for bad patterns and flags given to the RegExp constructor.
const cases = [
  ['(', ''], [')', ''], ['*', ''], ['a{2,1}', ''], ['[b-a]', ''], ['[', ''], ['\\', ''],
  ['(?<n>a)(?<n>b)', ''], ['\\k<x>(?<y>.)', ''], ['(?<1>x)', ''], ['(?x)', ''], ['}', 'u'],
  ['\\p{Nope}', 'u'], ['\\u{110000}', 'u'], ['\\q', 'u'], ['[\\d-z]', 'u'], ['a{1', 'u'],
  ['(?<=a)*', 'u'], ['a', 'gg'], ['a', 'z'],
];
for (const [pattern, flags] of cases) {
  try {
    new RegExp(pattern, flags);
    console.log('no error for', pattern);
  } catch (e) {
    console.log(`${e.name}: ${e.message}`);
  }
}
try { 'x'.replaceAll(/x/, 'y'); } catch (e) { console.log(`${e.name}: ${e.message}`); }
try { 'x'.matchAll(/x/); } catch (e) { console.log(`${e.name}: ${e.message}`); }
