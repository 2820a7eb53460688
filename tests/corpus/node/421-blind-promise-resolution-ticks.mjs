// How many microtask ticks do different ways of returning a value take?
const order = [];
const log = (s) => order.push(s);

async function returnsValue() { return 'v'; }
async function returnsPromise() { return Promise.resolve('p'); }
async function returnsAwaited() { return await Promise.resolve('a'); }
function plainThen() { return Promise.resolve('t'); }
const thenable = { then(res) { log('thenable.then called'); res('th'); } };

returnsValue().then(() => log('async return value'));
returnsPromise().then(() => log('async return promise'));
returnsAwaited().then(() => log('async return await'));
plainThen().then(() => log('plain Promise.resolve'));
Promise.resolve(thenable).then(() => log('resolve(thenable)'));
new Promise((r) => r(Promise.resolve('x'))).then(() => log('new Promise resolved with promise'));

let i = 0;
const counter = () => { if (i < 6) { log(`tick ${++i}`); queueMicrotask(counter); } };
queueMicrotask(counter);

await null;
log('after top-level await null');
await new Promise((r) => setTimeout(r, 0));
console.log(order.join('\n'));

const p = Promise.resolve(1);
console.log(p === Promise.resolve(p), p === new Promise((r) => r(p)), await p.then().then(undefined, null));
const chain = await Promise.reject(new Error('E'))
  .then(() => 'skipped')
  .catch((e) => `caught ${e.message}`)
  .finally(() => 'finally value ignored')
  .then((v) => `${v}!`);
console.log(chain);
try {
  await Promise.resolve('ok').finally(() => { throw new Error('finally throws'); });
} catch (e) { console.log(e.message); }
