// equals() and static guards use `#x in obj` brand checks instead of instanceof.
class Point {
  #x; #y;
  constructor(x, y) { this.#x = x; this.#y = y; }
  static isPoint(value) { return value !== null && typeof value === 'object' && #x in value; }
  equals(other) { return Point.isPoint(other) && this.#x === other.#x && this.#y === other.#y; }
  toString() { return `(${this.#x}, ${this.#y})`; }
}
const p = new Point(1, 2);
const fake = Object.create(Point.prototype);
const lookalike = { x: 1, y: 2, equals: p.equals };
console.log(p.equals(new Point(1, 2)), p.equals(new Point(2, 1)), p.equals(fake), p.equals(lookalike), p.equals(null));
console.log(fake instanceof Point, Point.isPoint(fake), Point.isPoint(p), Point.isPoint(42), Point.isPoint(lookalike));
console.log(`${p}`, String(new Point(0, -1)));
class Point3 extends Point {
  #z;
  constructor(x, y, z) { super(x, y); this.#z = z; }
  static is3(v) { return #z in v; }
}
const q = new Point3(1, 2, 3);
console.log(p.equals(q), Point3.is3(q), Point3.is3(p), Point.isPoint(q));
try { Point.isPoint.call(null, 1); console.log('primitive: false without throwing'); } catch (e) { console.log(e.name); }
const check = (v) => { try { return Point3.is3(v); } catch (e) { return e.constructor.name; } };
console.log(check('str'), check(undefined), check({}));
