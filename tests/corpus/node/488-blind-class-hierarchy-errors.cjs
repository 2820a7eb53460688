// Getter-heavy class hierarchies with super calls, static inheritance, mixins, and custom Error subclasses with causes
class AppError extends Error {
  constructor(message, { code = 'E_APP', cause, details } = {}) {
    super(message, cause ? { cause } : undefined);
    this.name = new.target.name;
    this.code = code;
    if (details) this.details = details;
  }
  get isRetryable() { return false; }
  describe() { return `[${this.code}] ${this.name}: ${this.message}${this.isRetryable ? ' (retryable)' : ''}`; }
  static wrap(err, message) { return err instanceof this ? err : new this(message ?? err.message, { cause: err }); }
}
class NetworkError extends AppError {
  constructor(message, opts = {}) { super(message, { code: 'E_NET', ...opts }); this.attempt = opts.attempt ?? 1; }
  get isRetryable() { return this.attempt < 3; }
  describe() { return super.describe() + ` attempt=${this.attempt}`; }
}
class TimeoutError extends NetworkError {
  constructor(ms, opts) { super(`timed out after ${ms}ms`, { code: 'E_TIMEOUT', ...opts }); this.ms = ms; }
}
class ValidationError extends AppError {
  constructor(fieldErrors) { super(`${Object.keys(fieldErrors).length} invalid field(s)`, { code: 'E_VALID', details: fieldErrors }); }
  get fields() { return Object.keys(this.details); }
}
const errs = [
  new AppError('plain'), new NetworkError('socket hang up', { attempt: 2 }), new TimeoutError(500, { attempt: 3 }),
  new ValidationError({ email: 'required', age: 'too low' }), AppError.wrap(new TypeError('x is undefined')),
  NetworkError.wrap(new TimeoutError(10)), TimeoutError.wrap(new NetworkError('reset'), 'wrapped reset'),
];
for (const e of errs) {
  console.log(e.describe(), '|', e instanceof NetworkError, e instanceof Error, Object.prototype.toString.call(e), String(e));
  if (e.cause) console.log('   cause:', e.cause.name, e.cause.message, e.cause instanceof AppError);
  if (e.fields) console.log('   fields:', e.fields.join(','), JSON.stringify(e.details));
}
console.log(Object.keys(errs[2]), JSON.stringify(errs[2]), errs[2].hasOwnProperty('message'), Object.getOwnPropertyDescriptor(errs[2], 'message').enumerable);
class Shape {
  static count = 0;
  static registry = [];
  constructor(name) { this.name = name; Shape.count++; new.target.registry.push(this); }
  static create(...a) { return new this(...a); }
  get area() { return 0; }
  get perimeter() { return 0; }
  get summary() { return `${this.name}: area=${this.area.toFixed(2)} perimeter=${this.perimeter.toFixed(2)} kind=${this.kind}`; }
  get kind() { return 'shape'; }
  toString() { return `${this.constructor.name}(${this.name})`; }
}
class Rect extends Shape {
  static registry = [];
  #w; #h;
  constructor(w, h, name = 'rect') { super(name); this.#w = w; this.#h = h; }
  get width() { return this.#w; }
  set width(v) { if (v <= 0) throw new RangeError('width must be positive'); this.#w = v; }
  get area() { return this.#w * this.#h; }
  get perimeter() { return 2 * (this.#w + this.#h); }
  get kind() { return super.kind + '>rect'; }
}
class Square extends Rect {
  constructor(s) { super(s, s, 'square'); }
  get kind() { return super.kind + '>square'; }
  set width(v) { super.width = v; }
  get width() { return super.width; }
}
class Circle extends Shape {
  constructor(r) { super('circle'); this.r = r; }
  get area() { return Math.PI * this.r ** 2; }
  get perimeter() { return 2 * Math.PI * this.r; }
}
const Serializable = (Base) => class extends Base {
  serialize() { return JSON.stringify({ type: this.constructor.name, ...this, area: +this.area.toFixed(3) }); }
};
const Comparable = (Base) => class extends Base { compareTo(o) { return this.area - o.area; } };
class FancyCircle extends Serializable(Comparable(Circle)) { get kind() { return 'fancy ' + super.kind; } }
const shapes = [new Rect(2, 3), Square.create(2), Circle.create(1), new FancyCircle(0.5)];
for (const s of shapes) console.log(String(s), '->', s.summary);
const sq = shapes[1];
sq.width = 5;
console.log('square width now', sq.width, 'area', sq.area, '(height unchanged: a classic Liskov bug)');
try { sq.width = -1; } catch (e) { console.log(e.name, e.message); }
console.log(shapes[3].serialize(), shapes[3].compareTo(shapes[2]) < 0);
console.log('counts', Shape.count, Shape.registry.map(String), Rect.registry.map(String), Object.hasOwn(Square, 'registry'), Circle.registry === Shape.registry);
console.log(Object.getPrototypeOf(FancyCircle.prototype).constructor.name === '', FancyCircle.name, Object.getPrototypeOf(Square) === Rect);
console.log('getter on prototype', Object.getOwnPropertyNames(Rect.prototype).join(','), typeof Object.getOwnPropertyDescriptor(Shape.prototype, 'summary').get);
function risky(n) {
  try {
    if (n === 1) throw new TimeoutError(100);
    if (n === 2) null.x;
    if (n === 3) throw 'a string';
    return 'ok';
  } catch (e) {
    if (e instanceof NetworkError && e.isRetryable) return 'retry: ' + e.message;
    throw AppError.wrap(e instanceof Error ? e : new Error(String(e)), `risky(${n}) failed`);
  } finally {
    console.log(`  finally for ${n}`);
  }
}
for (const n of [0, 1, 2, 3]) {
  try { console.log(risky(n)); } catch (e) { console.log(e.describe(), '<-', e.cause.constructor.name, e.cause.message); }
}
