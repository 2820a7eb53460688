// Promise.any takes the first fulfilment; if all reject it gives AggregateError with errors in order.
const log = (s) => console.log(s);
Promise.any([Promise.reject('e1'), Promise.resolve('ok'), Promise.resolve('later')])
  .then((v) => log('any fulfilled: ' + v));
Promise.any([Promise.reject('x'), Promise.reject('y'), 'z-value'])
  .then((v) => log('plain value counts: ' + v));
Promise.any([Promise.reject('r1'), Promise.reject('r2')])
  .catch((e) => log(e.constructor.name + ' errors: ' + e.errors.join(',')));
Promise.resolve().then(() => log('t1')).then(() => log('t2')).then(() => log('t3'));
