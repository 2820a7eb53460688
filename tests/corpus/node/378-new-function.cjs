// new Function(params..., body): a function whose scope is the global one.
const add = new Function('a', 'b', 'return a + b');
console.log(add(2, 3), add.length, add.name, typeof add);
console.log(String(add));
const noArgs = new Function('return arguments.length + (typeof this)');
console.log(noArgs(1, 2, 3));
globalThis.g = 41;
const local = 'not seen';
console.log(new Function('return g + 1')(), new Function('return typeof local')());
const withDefaults = new Function('a = 1', '{ b } = {}', '...rest', 'return [a, b, rest.length]');
console.log(withDefaults(undefined, { b: 2 }, 3, 4).join(' '), withDefaults.length);
for (const bad of [['return {'], ['a)', '{ return 1; }'], ['return 1 }; function x() {']]) {
  try { new Function(...bad); console.log('compiled?'); } catch (e) { console.log(e.name); }
}
const thrower = new Function('throw new Error("from string")');
try { thrower(); } catch (e) { console.log(e.message); }
console.log(new Function('x', 'y', '"use strict"; return this === undefined')());
const makeCounter = new Function('let n = 0; return () => ++n;');
const c = makeCounter();
c(); c();
console.log(c(), Function('return 7')(), Function.prototype.constructor === Function);
