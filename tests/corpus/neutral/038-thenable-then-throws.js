// A thenable whose then throws rejects the promise; a throw after resolving is ignored.
const log = (s) => console.log(s);
const bad = { then() { throw new TypeError('then exploded'); } };
const late = { then(res) { res('resolved first'); throw new Error('ignored'); } };
Promise.resolve(bad).then(
  () => log('bad fulfilled?!'),
  (e) => log('bad rejected: ' + e.name + ' ' + e.message));
Promise.resolve(late).then(
  (v) => log('late fulfilled: ' + v),
  () => log('late rejected?!'));
log('sync end');
