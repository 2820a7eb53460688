// Class declarations: constructor, methods, static methods, instanceof and typeof.
class Point {
  constructor(x, y) {
    this.x = x;
    this.y = y;
  }
  length() { return Math.sqrt(this.x * this.x + this.y * this.y); }
  toString() { return `(${this.x}, ${this.y})`; }
  static origin() { return new Point(0, 0); }
}
const p = new Point(3, 4);
console.log(p.length(), String(p), `${Point.origin()}`);
console.log(p instanceof Point, p instanceof Object, typeof Point);
console.log(Object.keys(p).join(','), typeof p.length, p.hasOwnProperty('length'));
console.log(Object.getPrototypeOf(p) === Point.prototype);
try {
  Point(1, 2);
} catch (e) {
  console.log('calling a class without new:', e instanceof TypeError);
}
const Anon = class {};
console.log(Anon.name, Point.name);
