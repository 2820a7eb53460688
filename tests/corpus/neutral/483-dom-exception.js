// DOMException: name, message, legacy code, inheritance from Error.
const e = new DOMException('The operation was aborted.', 'AbortError');
console.log(e.name, e.message, e.code, e instanceof Error, e instanceof DOMException);
console.log(String(e), Object.keys(e), Object.prototype.toString.call(e));
const plain = new DOMException();
console.log(JSON.stringify(plain.name), JSON.stringify(plain.message), plain.code);
console.log(new DOMException('x', 'NotFoundError').code, new DOMException('x', 'DataCloneError').code, new DOMException('x', 'Custom').code);
console.log(DOMException.INVALID_CHARACTER_ERR, e.ABORT_ERR, DOMException.name);
try {
  atob('#');
} catch (err) {
  console.log(err.name, err.message, err.code === DOMException.INVALID_CHARACTER_ERR);
}
try { DOMException('x'); } catch (err) { console.log(err.name); }
class MyError extends DOMException {
  constructor() { super('mine', 'SyntaxError'); }
}
const mine = new MyError();
console.log(mine.name, mine.code, mine instanceof DOMException, mine.constructor.name);
