// V8's messages for promise misuse: self resolution, non-callable executor, non-iterable combinator input.
const log = (s) => console.log(s);
const p = Promise.resolve().then(() => p);
p.catch((e) => log(e.name + ': ' + e.message));
try {
  new Promise(42);
} catch (e) {
  log(e.name + ': ' + e.message);
}
try {
  Promise();
} catch (e) {
  log(e.name + ': ' + e.message);
}
Promise.all(5).catch((e) => log(e.name + ': ' + e.message));
Promise.any([Promise.reject(1)]).catch((e) => log(e.name + ': ' + e.message));
