// RegExp[Symbol.species] and SpeciesConstructor in @@split / @@matchAll: a subclass can choose
// the constructor used for the internal splitter, and errors come in the spec's order.
console.log(RegExp[Symbol.species] === RegExp);
const d = Object.getOwnPropertyDescriptor(RegExp, Symbol.species);
console.log(typeof d.get, d.set, d.enumerable, d.configurable, d.get.name);

const made = [];
class Tracked extends RegExp {
  static get [Symbol.species]() { made.push('species read'); return Plain; }
}
class Plain extends RegExp {
  constructor(src, flags) { made.push(`Plain(${src instanceof RegExp ? src.source : src}, ${flags})`); super(src, flags); }
}
console.log('a1b22c333'.split(new Tracked('\\d+')));
console.log([...'x1y2'.matchAll(new Tracked('\\d', 'g'))].map((m) => m[0]));
console.log(made);

// constructor[Symbol.species] that is null or undefined falls back to %RegExp%.
const re = /-/;
re.constructor = { [Symbol.species]: null };
console.log('a-b-c'.split(re));

// The species getter is read after the string is converted and before the flags are read.
const order = [];
const fake = {
  get constructor() { order.push('constructor'); return { get [Symbol.species]() { order.push('species'); throw new TypeError('no species'); } }; },
  get flags() { order.push('flags'); return ''; },
};
try {
  RegExp.prototype[Symbol.split].call(fake, { toString() { order.push('toString'); return 'abc'; } });
} catch (e) { order.push(e.name); }
console.log(order.join(' > '));
