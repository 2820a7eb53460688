// Functions as values: compose, pipe, currying and callbacks.
const compose = (...fns) => (x) => fns.reduceRight((acc, f) => f(acc), x);
const pipe = (...fns) => (x) => fns.reduce((acc, f) => f(acc), x);
const inc = (x) => x + 1;
const dbl = (x) => x * 2;
console.log(compose(inc, dbl)(5), pipe(inc, dbl)(5));
const curry = (f) => (a) => (b) => (c) => f(a, b, c);
const add3 = curry((a, b, c) => a + b + c);
console.log(add3(1)(2)(3));
function applyTimes(f, n, x) { for (let i = 0; i < n; i++) x = f(x); return x; }
console.log(applyTimes(dbl, 10, 1));
const counterFns = { inc, dbl };
console.log(Object.entries(counterFns).map(([k, f]) => k + ':' + f(10)).join(' '));
console.log(typeof compose, compose.length, inc.name, (() => {}).name === '');
