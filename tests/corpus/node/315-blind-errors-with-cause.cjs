class AppError extends Error {
  constructor(message, options) {
    super(message, options);
    this.name = this.constructor.name;
  }
}
class NotFoundError extends AppError {
  constructor(resource, options) {
    super(`${resource} not found`, options);
    this.resource = resource;
    this.status = 404;
  }
}

function loadUser(id) {
  try {
    JSON.parse('{bad json');
  } catch (e) {
    throw new NotFoundError(`user ${id}`, { cause: e });
  }
}

try {
  loadUser(7);
} catch (e) {
  console.log(e.name, e.message, e.status, e instanceof AppError, e instanceof Error);
  console.log(e.cause.name, e.cause.constructor === SyntaxError);
  console.log(String(e), Object.keys(e));
  console.log(e.stack.split('\n')[0]);
}

const agg = new AggregateError([new Error('a'), new TypeError('b')], 'many');
console.log(agg.name, agg.message, agg.errors.length, agg.errors.map(String));

function safeDivide(a, b) {
  if (b === 0) throw new RangeError('division by zero', { cause: { a, b } });
  return a / b;
}
try { safeDivide(1, 0); } catch (err) {
  console.log(`${err}`, err.cause);
}
try { null.foo; } catch (e) { console.log(e.constructor.name, e.message); }
try { undefinedFn(); } catch (e) { console.log(e.message); }
try { (void 0)(); } catch (e) { console.log(e.message); }
const e2 = new Error('plain');
console.log(Object.prototype.toString.call(e2), 'cause' in e2);
