// Generators: what console.log, typeof, toString and the prototype chain show for generators.
function* gen() { yield 1; }
async function* agen() { yield 1; }
const g = gen();
const ag = agen();
console.log(gen, agen);
console.log(g, ag);
console.log(typeof gen, typeof g, Object.prototype.toString.call(g), Object.prototype.toString.call(ag));
console.log(String(g), `${ag}`);
console.log([g], { g, ag });
const GeneratorFunctionPrototype = Object.getPrototypeOf(gen);
const GeneratorPrototype = Object.getPrototypeOf(gen.prototype);
console.log(Object.getPrototypeOf(g) === gen.prototype, GeneratorFunctionPrototype.prototype === GeneratorPrototype);
console.log(Object.getOwnPropertyNames(GeneratorPrototype));
console.log(GeneratorPrototype[Symbol.toStringTag], GeneratorFunctionPrototype[Symbol.toStringTag]);
console.log(Object.getOwnPropertyNames(gen.prototype), gen.hasOwnProperty('prototype'));
console.log(g instanceof gen, typeof g[Symbol.iterator], typeof ag[Symbol.asyncIterator]);
const obj = { *items() { yield 'x'; }, async *stream() {} };
class Store { *[Symbol.iterator]() {} static *all() {} }
console.log(obj.items, obj.stream, Store.all, new Store()[Symbol.iterator]);
console.log(obj);
console.log(gen.name, gen.length, obj.items.name, (function* (a, b) {}).length);
try { new gen(); } catch (e) { console.log('new gen():', e instanceof TypeError); }
const anon = [function* () {}][0];
console.log(anon, g.next(), g.next(), g);
