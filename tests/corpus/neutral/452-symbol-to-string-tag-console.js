// Symbol.toStringTag changes Object.prototype.toString and how console.log labels objects.
class Queue { constructor() { this.items = []; } get [Symbol.toStringTag]() { return 'Queue'; } }
const q = new Queue();
console.log(Object.prototype.toString.call(q), String(q), `${q}`);
console.log(q);
const plain = { [Symbol.toStringTag]: 'Custom', value: 1 };
console.log(plain, Object.prototype.toString.call(plain));
const tagged = Object.create(null, { [Symbol.toStringTag]: { value: 'Bare' } });
console.log(tagged);
class Empty { static [Symbol.hasInstance](x) { return x === null; } get [Symbol.toStringTag]() { return 'E'; } }
console.log(new Empty(), null instanceof Empty, Object.prototype.toString.call(new Empty()));
console.log([Object.prototype.toString.call(new Map()), Object.prototype.toString.call(Promise.resolve()), Object.prototype.toString.call(JSON), Object.prototype.toString.call(Math)]);
console.log(Object.prototype.toString.call(Symbol('x')), Object.prototype.toString.call(new Proxy([], {})), Object.prototype.toString.call(new WeakMap()));
console.log(Array.prototype[Symbol.unscopables].flat, Object.keys(Array.prototype[Symbol.unscopables]).length);
