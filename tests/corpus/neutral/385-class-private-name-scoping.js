// Private names are lexical per class body: same names in other classes, nested classes and class factories differ.
class A {
  #id = 'A';
  static read(o) { try { return o.#id; } catch { return 'not an A'; } }
}
class B {
  #id = 'B';
  static read(o) { try { return o.#id; } catch { return 'not a B'; } }
}
console.log(A.read(new A()), A.read(new B()), B.read(new B()), B.read(new A()));
class Outer {
  #secret = 'outer secret';
  static Inner = class {
    #secret = 'inner secret';
    peekOuter(o) { return o.#secret; } // the inner class's own #secret
    static readOuter(o) { return Outer.readSecret(o); }
  };
  static readSecret(o) { return o.#secret; }
  makeInner() { const self = this; return new (class { get outer() { return self.#secret; } })(); }
}
const inner = new Outer.Inner();
console.log(inner.peekOuter(inner), Outer.Inner.readOuter(new Outer()), new Outer().makeInner().outer);
try { inner.peekOuter(new Outer()); } catch (e) { console.log('Inner reads Outer:', e instanceof TypeError); }
function makeTagged(tag) {
  return class { #tag = tag; static tagOf(o) { return #tag in o ? o.#tag : 'foreign'; } };
}
const Red = makeTagged('red'), Blue = makeTagged('blue');
console.log(Red.tagOf(new Red()), Red.tagOf(new Blue()), Blue.tagOf(new Blue()), Red === Blue);
class Base { #base = 1; static has(o) { return #base in o; } }
class Derived extends Base { #base = 2; static has(o) { return #base in o; } }
const d = new Derived();
console.log(Base.has(d), Derived.has(d), Derived.has(new Base()));
