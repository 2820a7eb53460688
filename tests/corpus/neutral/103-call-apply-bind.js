// Function.prototype.call/apply/bind, partial application and bound functions with new.
function describe(greeting, punct) {
  return greeting + ', ' + this.name + punct;
}
const ann = { name: 'Ann' };
console.log(describe.call(ann, 'Hello', '!'));
console.log(describe.apply(ann, ['Hi', '?']));
const hey = describe.bind(ann, 'Hey');
console.log(hey('.'), hey.length);
const rebound = hey.bind({ name: 'Bob' });
console.log(rebound('...'));
function Pair(a, b) { this.a = a; this.b = b; }
const WithOne = Pair.bind(null, 1);
const p = new WithOne(2);
console.log(p.a, p.b, p instanceof Pair);
console.log(Math.max.apply(null, [3, 9, 4]));
