// RegExp: the constructor, copying regexps, flags and their getters.
const a = /abc/gi;
const b = new RegExp(a);
const c = RegExp(a);
const d = new RegExp(a, 'm');
console.log(b === a, c === a, b.source, b.flags, d.flags, RegExp(a, 'y') === a);
console.log(new RegExp('a+', 'g').test('caat'), new RegExp("\\d+\\.\\d+").exec('v1.25')[0]);
console.log(new RegExp(undefined).source, new RegExp(null).source, new RegExp(12).test('x12'), RegExp().flags === '');
const all = /x/dgimsuy;
console.log(all.hasIndices, all.global, all.ignoreCase, all.multiline, all.dotAll, all.unicode, all.sticky);
console.log(/x/.global, /x/.unicode, RegExp.prototype.global, RegExp.prototype.source, RegExp.prototype.flags);
// Each evaluation of a literal makes a new object.
const make = () => /same/g;
console.log(make() === make(), make().lastIndex, String(make()) === String(make()));
// Bad flags and bad patterns are SyntaxErrors.
for (const [p, f] of [['a', 'gg'], ['a', 'x'], ['(', ''], ['a', 'uv']]) {
  try { new RegExp(p, f); console.log('ok'); } catch (e) { console.log(e.name); }
}
// A RegExp-like object (Symbol.match) is copied through its source and flags.
const like = { [Symbol.match]: true, source: 'q+', flags: 'i', constructor: RegExp };
console.log(String(new RegExp(like)), RegExp(like) === like, new RegExp(like, 'g').flags);
// lastIndex is an own writable, non-enumerable property.
const desc = Object.getOwnPropertyDescriptor(/x/, 'lastIndex');
console.log(desc.writable, desc.enumerable, desc.configurable, desc.value);
// Symbol.match = false makes startsWith accept a regexp; otherwise it refuses one.
const marked = /a/;
marked[Symbol.match] = false;
console.log('/a/b'.startsWith(marked));
try { 'abc'.includes(/b/); } catch (e) { console.log(e instanceof TypeError); }
