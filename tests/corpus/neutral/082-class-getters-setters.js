// Getters and setters on classes, including static accessors and validation in setters.
class Temperature {
  constructor(c) { this.celsius = c; }
  get fahrenheit() { return this.celsius * 9 / 5 + 32; }
  set fahrenheit(f) { this.celsius = (f - 32) * 5 / 9; }
  static get unit() { return 'C'; }
}
const t = new Temperature(100);
console.log(t.fahrenheit);
t.fahrenheit = 32;
console.log(t.celsius, Temperature.unit);
class Guarded {
  constructor() { this._v = 0; }
  get v() { return this._v; }
  set v(x) {
    if (typeof x !== 'number') throw new TypeError('v must be a number');
    this._v = x;
  }
}
const g = new Guarded();
g.v = 5;
try { g.v = 'five'; } catch (e) { console.log(e.message); }
console.log(g.v, Object.keys(g).join(','));
console.log('fahrenheit' in t, t.hasOwnProperty('fahrenheit'));
