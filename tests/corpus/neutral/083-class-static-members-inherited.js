// Static fields and methods are inherited through the constructor prototype chain.
class Shape {
  static count = 0;
  static registry = [];
  static register(name) {
    this.count++;
    Shape.registry.push(name + ':' + this.name);
    return this;
  }
}
class Circle extends Shape {}
class Square extends Shape {
  static register(name) { return super.register(name.toUpperCase()); }
}
Shape.register('s');
Circle.register('c');
Square.register('q');
console.log(Shape.count, Circle.count, Square.count);
console.log(Shape.registry.join(' '));
console.log(Circle.hasOwnProperty('count'), Shape.hasOwnProperty('count'));
