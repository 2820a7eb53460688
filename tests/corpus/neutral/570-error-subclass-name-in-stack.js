// Custom error classes that set this.name in the constructor: String(e), template literals, the first line of e.stack and Object.prototype.toString; a name on the prototype; message changed after construction
class NotFoundError extends Error {
  constructor(message) { super(message); this.name = 'NotFoundError'; }
}
class HttpError extends Error {
  constructor(status, message) { super(message); this.name = 'HttpError'; this.status = status; }
}
class ValidationError extends Error {}
ValidationError.prototype.name = 'ValidationError';
const cases = [new NotFoundError('no user 7'), new HttpError(503, 'upstream down'), new ValidationError('email is empty')];
for (const e of cases) {
  console.log(`${e} | ${String(e)} | ${e.stack.split('\n')[0]} | ${Object.prototype.toString.call(e)} | ${e instanceof Error}`);
}
try {
  throw new NotFoundError('order 12');
} catch (err) {
  console.log(`caught: ${err.stack.split('\n')[0]} (${err.name}, ${err.constructor.name})`);
}
const plain = new Error('first');
plain.message = 'second';
plain.name = 'Renamed';
console.log(`renamed plain error: ${plain.stack.split('\n')[0]} / ${plain}`);
const empty = new NotFoundError();
console.log(`no message: ${empty.stack.split('\n')[0]} / ${empty}`);
class Quiet extends Error { constructor() { super('hidden'); this.name = ''; } }
console.log(`empty name: ${new Quiet().stack.split('\n')[0]} / ${new Quiet()}`);
