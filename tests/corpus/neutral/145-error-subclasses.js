// Built-in error types and a custom class extending Error: name, message, instanceof, String().
const errors = [new Error('e'), new TypeError('t'), new RangeError('r'), new SyntaxError('s'),
  new ReferenceError('f'), new EvalError('v'), new URIError('u')];
for (const e of errors) console.log(e.name, e.message, e instanceof Error, String(e));
class ValidationError extends Error {
  constructor(field, message) {
    super(message);
    this.name = 'ValidationError';
    this.field = field;
  }
}
const v = new ValidationError('email', 'is required');
console.log(v.name, v.field, v.message, v instanceof ValidationError, v instanceof Error);
console.log(v.toString(), Object.prototype.toString.call(v));
console.log(String(new Error()), new Error().message === '', String(new Error(undefined)));
const withCause = new Error('outer', { cause: 'inner reason' });
console.log(withCause.cause);
console.log(Error('called without new') instanceof Error);
