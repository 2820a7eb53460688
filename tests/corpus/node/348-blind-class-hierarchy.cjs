// Class hierarchy: getters/setters, static, private methods, super, instanceof
class Shape {
  static #count = 0;
  static registry = new Map();
  #id;
  constructor(name) {
    if (new.target === Shape) throw new TypeError('Shape is abstract');
    this.name = name;
    this.#id = ++Shape.#count;
    Shape.registry.set(this.#id, this);
  }
  get id() { return this.#id; }
  area() { throw new Error('not implemented'); }
  toString() { return `${this.constructor.name}#${this.#id}(${this.name}) area=${this.area().toFixed(2)}`; }
  static get count() { return Shape.#count; }
  static isShape(x) { return #id in x; }
}

class Rect extends Shape {
  #w; #h;
  constructor(w, h) { super('rect'); this.#w = w; this.#h = h; }
  get width() { return this.#w; }
  set width(v) {
    if (v <= 0) throw new RangeError(`width must be positive, got ${v}`);
    this.#w = v;
  }
  area() { return this.#w * this.#h; }
  static square(s) { return new this(s, s); }
}

class Square extends Rect {
  constructor(s) { super(s, s); this.name = 'square'; }
  toString() { return `[${super.toString()}]`; }
}

class Circle extends Shape {
  #r;
  constructor(r) { super('circle'); this.#r = r; }
  area() { return Math.PI * this.#r ** 2; }
  #secret() { return 'r=' + this.#r; }
  reveal() { return this.#secret(); }
}

const shapes = [new Rect(2, 3), Rect.square(4), new Square(5), new Circle(1)];
shapes.forEach((s) => console.log(String(s)));
const r = shapes[0];
r.width = 10;
console.log('new area', r.area(), 'width', r.width);
try { r.width = -1; } catch (e) { console.log(e.name + ': ' + e.message); }
try { new Shape('x'); } catch (e) { console.log(e.name + ': ' + e.message); }
console.log('count', Shape.count, 'registry', [...Shape.registry.keys()].join(','));
console.log(Shape.isShape(shapes[3]), Shape.isShape({}), shapes[3].reveal());
console.log(shapes[2] instanceof Rect, Object.getPrototypeOf(Square) === Rect, Square.square(1).constructor.name);
console.log(Object.keys(shapes[1]).join(','), JSON.stringify(shapes[1]));
console.log(typeof Shape, Shape.name, Rect.length, Object.getOwnPropertyNames(Rect).sort().join(','));
