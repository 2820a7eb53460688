// Class instances print with the class name: A { x: 1 }; an empty one as A {}.
class A { constructor() { this.x = 1; } }
class Empty {}
class B extends A { constructor() { super(); this.y = [1, 2]; } method() {} get g() { return 1; } }
console.log(new A());
console.log(new Empty());
console.log(new B());
console.log([new A(), new Empty()]);
console.log({ inst: new B() });
class Fields { a = 'field'; b = { nested: true }; }
console.log(new Fields());
function Legacy() { this.v = 'legacy'; }
console.log(new Legacy());
