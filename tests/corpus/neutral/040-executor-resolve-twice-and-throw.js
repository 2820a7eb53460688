// In an executor only the first settle counts; a throw before settling rejects, after it is ignored.
const log = (s) => console.log(s);
new Promise((resolve, reject) => {
  resolve('one');
  resolve('two');
  reject('three');
}).then((v) => log('p1 ' + v));
new Promise(() => {
  throw new RangeError('from executor');
}).catch((e) => log('p2 ' + e.name + ': ' + e.message));
new Promise((resolve) => {
  resolve('settled');
  throw new Error('ignored');
}).then((v) => log('p3 ' + v), () => log('p3 rejected?!'));
log('sync end');
