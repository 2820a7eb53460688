// The Reflect functions mirror the internal methods and report failure as false.
const o = {};
console.log(Reflect.defineProperty(o, 'fixed', { value: 1 }), Reflect.defineProperty(o, 'fixed', { value: 2 }));
console.log(Reflect.getOwnPropertyDescriptor(o, 'fixed'), Reflect.set(o, 'fixed', 3), o.fixed);
console.log(Reflect.deleteProperty(o, 'fixed'), Reflect.has(o, 'fixed'), Reflect.has(o, 'toString'));
console.log(Reflect.isExtensible(o), Reflect.preventExtensions(o), Reflect.isExtensible(o), Reflect.set(o, 'n', 1));
const proto = { greet() { return 'hi ' + this.name; } };
const p = { name: 'pat' };
console.log(Reflect.setPrototypeOf(p, proto), Reflect.getPrototypeOf(p) === proto, p.greet());
console.log(Reflect.setPrototypeOf(proto, p)); // a cycle is refused
console.log(Reflect.apply(Math.max, null, [3, 9, 4]), Reflect.apply(proto.greet, { name: 'sam' }, []));
class Point { constructor(x, y) { this.x = x; this.y = y; } }
class Tagged extends Point {}
const pt = Reflect.construct(Point, [1, 2], Tagged);
console.log(pt, pt instanceof Tagged);
const withGetter = { get full() { return this.first + '!'; }, first: 'a' };
console.log(Reflect.get(withGetter, 'full', { first: 'b' }));
const target = {};
const receiver = {};
console.log(Reflect.set(target, 'k', 1, receiver), target, receiver);
for (const bad of [() => Reflect.get(1, 'x'), () => Reflect.apply(1), () => Reflect.construct(() => {}, [])]) {
  try { bad(); } catch (e) { console.log(e.name); }
}
console.log(Object.prototype.toString.call(Reflect), String(Reflect.ownKeys(Reflect).length));
