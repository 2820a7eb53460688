// Private accessors and fields with compound assignment, ++, logical assignment and optional chaining.
class Temperature {
  #celsius = 0;
  #reads = 0;
  get #fahrenheit() { this.#reads++; return this.#celsius * 9 / 5 + 32; }
  set #fahrenheit(f) { this.#celsius = (f - 32) * 5 / 9; }
  get fahrenheit() { return this.#fahrenheit; }
  set fahrenheit(f) { this.#fahrenheit = f; }
  warm(by) { this.#fahrenheit += by; return this; }
  get reads() { return this.#reads; }
  get celsius() { return this.#celsius; }
  static celsiusOf(t) { return t?.#celsius; }
}
const t = new Temperature();
t.fahrenheit = 212;
console.log(t.celsius, t.fahrenheit, t.warm(18).celsius, t.reads);
console.log(Temperature.celsiusOf(t), Temperature.celsiusOf(null), Temperature.celsiusOf(undefined));
class Counter {
  #n = 0;
  #label = null;
  #hits;
  bump() { this.#n++; ++this.#n; this.#n += 10; this.#n **= 2; this.#n %= 100; return this.#n; }
  post() { const before = this.#n--; return [before, this.#n]; }
  label() { this.#label ??= 'first'; this.#label ||= 'second'; this.#label &&= this.#label.toUpperCase(); return this.#label; }
  hits() { return (this.#hits ??= []).push(this.#hits.length); }
  swap(other) { [this.#n, other.#n] = [other.#n, this.#n]; return [this.#n, other.#n]; }
  set(v) { ({ value: this.#n } = { value: v }); return this.#n; }
}
const c = new Counter();
console.log(c.bump(), c.post(), c.label(), c.label(), c.hits(), c.hits());
console.log(c.swap(new Counter()), c.set(7));
