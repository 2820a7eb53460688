// V8's TypeError messages for private members used on the wrong object.
class A {
  #field = 1;
  #method() {}
  get #getterOnly() { return 1; }
  set #setterOnly(v) {}
  static #staticMethod() {}
  static readField(o) { return o.#field; }
  static writeField(o) { o.#field = 2; }
  static callMethod(o) { return o.#method(); }
  static writeMethod(o) { o.#method = 1; }
  static writeGetter(o) { o.#getterOnly = 1; }
  static readSetter(o) { return o.#setterOnly; }
  static callStatic(o) { return o.#staticMethod(); }
  static has(o) { return #field in o; }
}
const cases = [['readField', {}], ['writeField', {}], ['callMethod', {}], ['writeMethod', new A()], ['writeGetter', new A()],
  ['readSetter', new A()], ['callStatic', {}], ['has', 1], ['readField', 5]];
for (const [name, target] of cases) {
  try { A[name](target); console.log(name, 'ok'); } catch (e) { console.log(name, '->', e.constructor.name + ': ' + e.message); }
}
class Base { constructor(o) { return o; } }
class Stamp extends Base { #mark = true; constructor(o) { super(o); } }
class Brand extends Base { #m() {} constructor(o) { super(o); } }
const target = {};
new Stamp(target);
try { new Stamp(target); } catch (e) { console.log(e.message); }
new Brand(target);
try { new Brand(target); } catch (e) { console.log(e.message); }
