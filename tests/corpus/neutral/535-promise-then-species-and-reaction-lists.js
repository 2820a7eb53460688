// Promise.prototype.then's SpeciesConstructor (7.3.22) in every shape, and promises with
// one, two and many reactions settling in the order the reactions were added.
const log = (...a) => console.log(...a);

// Reactions: one, two, many, on fulfil and on reject, then added after settling.
const one = Promise.resolve('one');
one.then((v) => log('single', v));
let resolveMany;
const many = new Promise((r) => { resolveMany = r; });
for (let i = 0; i < 5; i++) many.then((v) => log('many', i, v));
many.catch(() => log('never'));
let rejectTwo;
const two = new Promise((_, rej) => { rejectTwo = rej; });
two.then(() => log('never'), (e) => log('two rejected a', e));
two.catch((e) => log('two rejected b', e));
resolveMany('m');
rejectTwo('r');
many.then((v) => log('many after', v));

// The species getter runs with the constructor as this, once per then.
let speciesReads = 0;
class Counted extends Promise {
  static get [Symbol.species]() { speciesReads++; return this === Counted ? Promise : this; }
}
const c = Counted.resolve(1);
const derived = c.then((v) => v + 1);
log('species reads', speciesReads, derived instanceof Counted, derived instanceof Promise);
derived.then((v) => log('derived', v));

// A subclass inherits %Promise%'s @@species getter: then makes its own kind.
class Inherits extends Promise {}
log('inherited species ->', Inherits.resolve(0).then(() => {}) instanceof Inherits);

// A data property for @@species on the constructor.
class DataSpecies extends Promise {}
Object.defineProperty(DataSpecies, Symbol.species, { value: undefined });
const d = DataSpecies.resolve(2).then((v) => v * 10);
log('data species undefined ->', d.constructor.name);
d.then((v) => log('data species value', v));

// constructor changed on the instance: undefined, an accessor, a non-object.
const p1 = Promise.resolve(3);
p1.constructor = undefined;
log('own undefined constructor ->', p1.then(() => {}).constructor.name);
const p2 = Promise.resolve(4);
let ctorReads = 0;
Object.defineProperty(p2, 'constructor', { get() { ctorReads++; return Counted; } });
const p2b = p2.then((v) => log('accessor constructor', v));
log('constructor reads', ctorReads, p2b instanceof Counted);
const p3 = Promise.resolve(5);
p3.constructor = 42;
try { p3.then(() => {}); } catch (e) { log(e.constructor.name, e.message); }

// Promise.prototype.constructor replaced, then put back.
const saved = Promise.prototype.constructor;
Promise.prototype.constructor = Counted;
const p4 = Promise.resolve(6).then((v) => v);
log('prototype constructor swapped ->', p4 instanceof Counted);
Promise.prototype.constructor = saved;

// @@species of %Promise% itself replaced, then deleted: the default constructor.
const descriptor = Object.getOwnPropertyDescriptor(Promise, Symbol.species);
Object.defineProperty(Promise, Symbol.species, { get() { return null; }, configurable: true });
log('species null ->', Promise.resolve(7).then(() => {}).constructor === Promise);
delete Promise[Symbol.species];
log('species deleted ->', Promise.resolve(8).then(() => {}).constructor === Promise);
Object.defineProperty(Promise, Symbol.species, descriptor);
Object.defineProperty(Promise, Symbol.species, { get() { return 'nope'; }, configurable: true });
try { Promise.resolve(9).then(() => {}); } catch (e) { log(e.constructor.name, e.message); }
Object.defineProperty(Promise, Symbol.species, descriptor);
log('species restored', Promise[Symbol.species] === Promise);

// A long chain where each link has one reaction, and a fan-out at its end.
let p = Promise.resolve(0);
for (let i = 0; i < 1000; i++) p = p.then((v) => v + 1);
for (let i = 0; i < 3; i++) p.then((v) => log('chain end', i, v));
