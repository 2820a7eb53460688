// Private names may be spelled with \u escapes and use any ID_Start / ID_Continue code point;
// an escaped spelling names the same private name as the plain one.
class Counter {
  #\u0063ount = 0;
  static #\u{6D}ax = 3;
  #ZW_\u200C_NJ = 'zwnj';
  #\u2118 = 'weierstrass';
  #ünïcode() { return 'method'; }
  inc() { if (this.#count < Counter.#max) this.#c\u006Funt++; return this.#count; }
  get all() { return [this.#ZW_\u200C_NJ, this.#℘, this.#\u00FCn\u00EFcode()]; }
  static has(o) { return #\u0063ount in o; }
}
const c = new Counter();
console.log(c.inc(), c.inc(), c.inc(), c.inc());
console.log(c.all, Counter.has(c), Counter.has({}));
console.log(Object.keys(c), JSON.stringify(c));
