// extends/super: super() in constructors, super.method() calls and overriding.
class Animal {
  constructor(name) { this.name = name; }
  speak() { return this.name + ' makes a sound'; }
  describe() { return 'I am ' + this.name; }
}
class Dog extends Animal {
  constructor(name, breed) {
    super(name);
    this.breed = breed;
  }
  speak() { return super.speak() + ' (woof)'; }
}
class Puppy extends Dog {
  speak() { return super.speak() + ' (small)'; }
}
const d = new Puppy('Rex', 'lab');
console.log(d.speak());
console.log(d.describe(), d.breed);
console.log(d instanceof Puppy, d instanceof Dog, d instanceof Animal);
console.log(Object.getPrototypeOf(Puppy) === Dog);
class NoCtor extends Animal {}
console.log(new NoCtor('auto').name);
