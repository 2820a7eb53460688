// new.target: the constructor in `new` calls, undefined in plain calls, inherited by arrows, the subclass in super().
function Legacy() {
  if (!new.target) return new Legacy();
  this.made = 'with new';
}
console.log(Legacy().made, new Legacy().made);
function Who() { return new.target === Who ? 'new' : typeof new.target; }
console.log(Who(), new Who() instanceof Who, Who.call({}));
function Outer() { const arrow = () => new.target; return { seen: arrow() === Outer }; }
console.log(new Outer().seen, Outer().seen);
class Shape {
  constructor() {
    if (new.target === Shape) throw new TypeError('Shape is abstract');
    this.kind = new.target.name;
  }
  static create() { return new this(); }
}
class Circle extends Shape {}
class Square extends Shape { constructor() { super(); this.checked = (() => new.target === Square)(); } }
try { new Shape(); } catch (e) { console.log(e.message); }
console.log(new Circle().kind, new Square(), Circle.create().kind);
class Field { target = new.target; method() { return new.target; } }
console.log(new Field().target, new Field().method());
