// Object.create, Object.getPrototypeOf, prototype chains and null-prototype objects.
const animal = { kind: 'animal', describe() { return 'a ' + this.kind; } };
const cat = Object.create(animal);
cat.kind = 'cat';
console.log(cat.describe(), animal.describe());
console.log(Object.getPrototypeOf(cat) === animal, Object.getPrototypeOf(animal) === Object.prototype);
const bare = Object.create(null);
bare.x = 1;
console.log(typeof bare.toString, Object.getPrototypeOf(bare), Object.keys(bare));
const withProps = Object.create(animal, { kind: { value: 'dog', enumerable: true } });
console.log(withProps.describe(), Object.keys(withProps));
console.log(Object.getPrototypeOf([]) === Array.prototype, Object.getPrototypeOf(Array.prototype) === Object.prototype);
console.log(Object.getPrototypeOf(Object.prototype));
function Legacy(n) { this.n = n; }
Legacy.prototype.get = function () { return this.n; };
console.log(new Legacy(5).get(), Object.getPrototypeOf(new Legacy(1)) === Legacy.prototype);
