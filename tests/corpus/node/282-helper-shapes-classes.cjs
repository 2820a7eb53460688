'use strict';
// Class hierarchy: getters/setters, static members, private fields, Symbol.iterator

class Shape {
  static #created = 0;
  static registry = new Map();
  #id;
  constructor(name) {
    if (new.target === Shape) throw new TypeError('Shape is abstract');
    this.name = name;
    this.#id = ++Shape.#created;
    Shape.registry.set(this.#id, this);
  }
  get id() { return this.#id; }
  static get count() { return Shape.#created; }
  area() { throw new Error('not implemented'); }
  perimeter() { return NaN; }
  describe() {
    return `#${this.id} ${this.constructor.name}(${this.name}) area=${this.area().toFixed(2)} perim=${this.perimeter().toFixed(2)}`;
  }
  toString() { return `[${this.constructor.name} ${this.name}]`; }
  static compare(a, b) { return a.area() - b.area(); }
}

class Rect extends Shape {
  #w; #h;
  constructor(name, w, h) { super(name); this.#w = w; this.#h = h; }
  get width() { return this.#w; }
  set width(v) {
    if (typeof v !== 'number' || v <= 0) throw new RangeError(`bad width ${v}`);
    this.#w = v;
  }
  get height() { return this.#h; }
  area() { return this.#w * this.#h; }
  perimeter() { return 2 * (this.#w + this.#h); }
  static isRect(x) { return #w in x; }
}

class Square extends Rect {
  constructor(name, s) { super(name, s, s); }
  set width(v) { super.width = v; }
  get width() { return super.width; }
  describe() { return super.describe() + ' (square)'; }
}

class Circle extends Shape {
  #r;
  constructor(name, r) { super(name); this.#r = r; }
  get radius() { return this.#r; }
  set radius(r) { this.#r = Math.max(0, r); }
  area() { return Math.PI * this.#r ** 2; }
  perimeter() { return 2 * Math.PI * this.#r; }
}

class Drawing {
  #shapes = [];
  add(...shapes) { this.#shapes.push(...shapes); return this; }
  get length() { return this.#shapes.length; }
  *[Symbol.iterator]() {
    for (const s of this.#shapes) yield s;
  }
  *byArea() { yield* [...this.#shapes].sort(Shape.compare); }
  get totalArea() { return this.#shapes.reduce((t, s) => t + s.area(), 0); }
}

const d = new Drawing();
d.add(new Rect('door', 2, 7), new Circle('wheel', 1.5), new Square('tile', 3))
 .add(new Circle('dot', 0.25), new Rect('table', 4, 2.5));
console.log('shapes:', d.length, 'created:', Shape.count);
for (const s of d) console.log(s.describe());
console.log('by area:', [...d.byArea()].map(String).join(' < '));
console.log('total area:', d.totalArea.toFixed(3));

const [first, , third, ...rest] = d;
console.log('destructured:', first.name, third.name, rest.map((s) => s.name).join('|'));

try { new Shape('x'); } catch (e) { console.log(e.constructor.name + ':', e.message); }
const sq = [...d].find((s) => s instanceof Square);
sq.width = 5;
console.log('square width now', sq.width, 'area', sq.area(), 'height', sq.height);
try { sq.width = -1; } catch (e) { console.log(e.name, e.message); }
const wheel = [...d].find((s) => s.name === 'wheel');
wheel.radius = -3;
console.log('wheel radius clamped:', wheel.radius, 'area', wheel.area());
console.log('isRect:', [...d].map((s) => Rect.isRect(s)).join(','));
console.log('registry ids:', [...Shape.registry.keys()].join(','), 'ids unique via getter:', new Set([...d].map((s) => s.id)).size);
console.log('protochain:', Object.getPrototypeOf(Square.prototype) === Rect.prototype, Square.__proto__ === Rect);
console.log('own props of square:', Object.keys(sq).join(','), 'has id prop?', Object.hasOwn(sq, 'id'));
console.log('template:', `${sq}`, String(wheel), [first] + '');
const desc = Object.getOwnPropertyDescriptor(Rect.prototype, 'width');
console.log('descriptor:', typeof desc.get, typeof desc.set, desc.enumerable, desc.configurable);
try { Object.getOwnPropertyDescriptor(Circle.prototype, 'radius').get.call({}); }
catch (e) { console.log('private brand check:', e instanceof TypeError); }
class Tri extends Shape { constructor(n, a, b, c) { super(n); Object.assign(this, { a, b, c }); } }
const t = new Tri('tri', 3, 4, 5);
try { t.describe(); } catch (e) { console.log('Tri:', e.message, Number.isNaN(t.perimeter())); }
console.log('final count', Shape.count, JSON.stringify(t));
