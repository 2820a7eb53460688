// Promises returned by async functions print as pending until their ticks have run.
async function value() { return 'v'; }
async function thrower() { throw 'oops'; }
async function waits() { await null; return 'waited'; }
const a = value();
const b = thrower();
const c = waits();
b.catch(() => {});
console.log(a, b, c);
queueMicrotask(() => console.log('tick 1:', c));
Promise.resolve().then(() => {}).then(() => console.log('tick 2:', c));
