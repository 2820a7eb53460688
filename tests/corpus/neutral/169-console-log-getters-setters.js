// Accessor properties print as [Getter], [Setter] or [Getter/Setter] without being called.
let calls = 0;
const o = {
  get g() { calls++; return 1; },
  set s(v) {},
  get gs() { calls++; return 2; },
  set gs(v) {},
  plain: 'value',
};
console.log(o);
console.log('getter calls:', calls);
class C { get viaClass() { return 1; } }
console.log(new C(), Object.keys(new C()).length);
