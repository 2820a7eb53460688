// Error cause, AggregateError, Error.captureStackTrace in a custom error class, Object.hasOwn/fromEntries.
class HttpError extends Error {
  constructor(status, message, options) {
    super(message, options);
    this.name = 'HttpError';
    this.status = status;
    if (Error.captureStackTrace) Error.captureStackTrace(this, HttpError);
  }
}
const low = new TypeError('socket closed');
const e = new HttpError(503, 'upstream failed', { cause: low });
console.log(e.name, e.status, e.message, e.cause === low, e instanceof HttpError, e instanceof Error);
console.log(typeof e.stack, e.stack.split('\n')[0], Object.hasOwn(e, 'stack'), Object.keys(e));
const agg = new AggregateError([new Error('a'), new RangeError('b')], 'several');
console.log(agg.name, agg.message, agg.errors.map((x) => x.message), agg instanceof Error);
const probe = {};
Error.captureStackTrace(probe);
console.log(typeof probe.stack, Object.keys(probe), typeof Error.stackTraceLimit);
console.log(Object.hasOwn({ a: 1 }, 'a'), Object.hasOwn(Object.create({ a: 1 }), 'a'));
console.log(Object.fromEntries([['x', 1], ['y', 2]]), Object.fromEntries(new Map([['k', 'v']])), Object.entries({ p: 1, q: [2] }));
console.log(new Error('no cause').cause, 'cause' in new Error('x', {}), new Error('x', { cause: undefined }).hasOwnProperty('cause'));
