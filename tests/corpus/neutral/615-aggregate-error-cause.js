// AggregateError takes options.cause like Error does (read after the message, before
// the errors are iterated), and a batch job reports its failures with it.
const failures = [new RangeError('row 3: negative amount'), new TypeError('row 7: amount is not a number')];
const batch = new AggregateError(failures, 'import failed for 2 rows', { cause: { file: 'march.csv', rows: 10 } });
console.log(batch.name, '|', batch.message, '|', batch.errors.length, '|', batch.cause.file, batch.cause.rows);
console.log(Object.getOwnPropertyNames(batch).sort().join(','), Object.getOwnPropertyDescriptor(batch, 'cause').enumerable);
console.log('no options:', 'cause' in new AggregateError([]), '| undefined cause:', Object.hasOwn(new AggregateError([], 'm', { cause: undefined }), 'cause'));
const order = [];
const options = { get cause() { order.push('cause'); return 'c'; } };
const errors = { *[Symbol.iterator]() { order.push('errors'); yield 1; } };
const message = { toString() { order.push('message'); return 'm'; } };
new AggregateError(errors, message, options);
console.log('order:', order.join(' -> '));
Promise.any([Promise.reject(new Error('a')), Promise.reject(new Error('b'))]).catch((e) => {
  const wrapped = new AggregateError(e.errors, 'every mirror failed', { cause: e });
  console.log(wrapped.message, '<-', wrapped.cause.message, wrapped.errors.map((x) => x.message).join('+'));
});
