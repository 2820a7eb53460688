// Promise.allSettled reports {status, value|reason} for each input, in index order.
const log = (s) => console.log(s);
Promise.allSettled([
  Promise.resolve(1),
  Promise.reject('no'),
  3,
  new Promise((r) => r(Promise.resolve(4))),
]).then((results) => {
  for (const r of results) {
    log(r.status + ' ' + ('value' in r ? 'value=' + r.value : 'reason=' + r.reason));
  }
});
Promise.resolve().then(() => log('t1')).then(() => log('t2')).then(() => log('t3')).then(() => log('t4'));
