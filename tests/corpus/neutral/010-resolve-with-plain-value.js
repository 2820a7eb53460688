// Resolving with a non-thenable value (number, object without then, null) fulfils at once: tick 1.
const log = (s) => console.log(s);
new Promise((r) => r(42)).then((v) => log('number ' + v));
new Promise((r) => r({ x: 1 })).then((v) => log('object x=' + v.x));
new Promise((r) => r(null)).then((v) => log('null ' + v));
new Promise((r) => r({ then: 5 })).then((v) => log('then is not callable: ' + v.then));
Promise.resolve()
  .then(() => log('t1'))
  .then(() => log('t2'));
