// console.log of errors prints their stacks: a caught error, one with extra properties, one inside an object and an array, a cause chain, and Error.stackTraceLimit
function validate(order) {
  if (order.qty <= 0) {
    const err = new RangeError('quantity must be positive');
    err.code = 'E_QTY';
    err.order = order.id;
    throw err;
  }
}
try { validate({ id: 12, qty: 0 }); } catch (err) { console.log(err); }
try { validate({ id: 13, qty: -1 }); } catch (err) { console.log({ failed: err }); console.log([err.code, err]); }
function fetchUser() { throw new Error('db timeout'); }
try {
  try { fetchUser(); } catch (cause) { throw new Error('could not load user', { cause }); }
} catch (err) { console.log(err); }
Error.stackTraceLimit = 2;
function a() { return b(); }
function b() { return c(); }
function c() { return new Error('deep'); }
console.log(a().stack);
Error.stackTraceLimit = 0;
console.log(a());
