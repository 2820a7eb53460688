// Calling an async function always returns a new native promise, whatever it returns.
const log = (s) => console.log(s);
const p = Promise.resolve(1);
async function returnsP() { return p; }
async function nothing() {}
const r1 = returnsP();
const r2 = nothing();
log(r1 instanceof Promise);
log(r1 === p);
log(typeof r2.then);
r2.then((v) => log('empty async function resolves to ' + v));
log(typeof returnsP);
