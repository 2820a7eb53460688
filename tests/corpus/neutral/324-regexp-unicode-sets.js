// RegExp: the v flag (unicodeSets): nested classes, set subtraction (--) and intersection (&&).
const consonant = /[[a-z]--[aeiou]]/gv;
console.log('regular expressions'.match(consonant).join(''));
console.log('Ünïcödé 123 ÀB'.match(/[\p{L}--\p{ASCII}]/gv), 'abc123'.match(/[\w--\d]+/v)[0]);
console.log('x1y2 z'.match(/[[\w]&&[^\d]]/gv), /[[a-z]&&[aeiou]]+/v.exec('xyzaei')[0], /[^[a-z]--x]/v.test('x'));
console.log(/[\q{x|y}z]/v.test('y'), /x/v.flags, /x/v.unicodeSets, /x/u.unicodeSets, /./v.test('😀'), /^.$/v.test('😀'));
console.log(/[\p{Script=Greek}&&\p{Lu}]+/v.exec('αβΓΔε')[0], /[a-c]/vi.test('B'), 'a-b'.split(/[\-]/v));
for (const p of ['[(]', '[a-z&&b]', '[a&&&b]', '[a--]', '[a&&b--c]', '[a!!b]']) {
  try { new RegExp(p, 'v'); console.log('ok', p); } catch (e) { console.log(e.name); }
}
