// Only the first call of resolve/reject passed to a thenable counts.
const log = (s) => console.log(s);
const twice = {
  then(resolve, reject) {
    resolve('first');
    resolve('second');
    reject('third');
  },
};
const rejectThenResolve = {
  then(resolve, reject) {
    reject('no');
    resolve('yes');
  },
};
Promise.resolve(twice).then((v) => log('twice -> ' + v));
Promise.resolve(rejectThenResolve).then((v) => log('value ' + v), (r) => log('reason ' + r));
