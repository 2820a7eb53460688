// util.promisify, util.format, util.inspect, util.types, util.callbackify
const util = require('util');

function legacyRead(name, cb) {
  setTimeout(() => {
    if (name === 'missing') cb(Object.assign(new Error('ENOENT: ' + name), { code: 'ENOENT' }));
    else cb(null, `contents of ${name}`);
  }, 1);
}
const read = util.promisify(legacyRead);
function withCustom(cb) { cb(null, 'plain'); }
withCustom[util.promisify.custom] = () => Promise.resolve('custom!');

console.log(util.format('%s has %d items costing %i (%f) %j %o', 'cart', 3, 4.9, 1.5, { a: 1 }, [1]));
console.log(util.format('%s %s', 'only-one'), util.format('extra', 1, 'x', { y: 2 }));
console.log(util.format('%%s literal, %c css gone', 'color: red'), util.format(42, '%s'));
console.log(util.inspect({ a: [1, 2, { b: new Map([['k', new Set([1])]]) }], s: 'str', n: null, u: undefined }));
console.log(util.inspect({ deep: { deeper: { deepest: { gone: 1 } } } }, { depth: 1 }));
console.log(util.inspect('quote\'s'), util.inspect([1, , 3]), util.inspect(Object.create(null)));
class Temp { constructor() { this.c = 21; } [util.inspect.custom]() { return `Temp<${this.c}°C>`; } }
console.log(util.inspect(new Temp()), `${util.inspect(new Temp(), { customInspect: false })}`);
console.log(util.types.isPromise(read('x')), util.types.isDate(new Date()), util.types.isRegExp(/x/), util.isDeepStrictEqual({ a: [1] }, { a: [1] }));
console.log(util.inspect(Symbol('s')), util.inspect(10n), util.inspect(-0), util.inspect(function foo() {}), util.inspect(class Bar {}));
console.log(util.inspect(new Error('e').message), util.inspect(Array.from({ length: 120 }, (_, i) => i)).split('\n').length);

(async () => {
  console.log(await read('a.txt'));
  try { await read('missing'); } catch (e) { console.log('rejected', e.code); }
  console.log(await util.promisify(withCustom)());
  const cbStyle = util.callbackify(async (x) => x * 2);
  cbStyle(21, (err, v) => console.log('callbackify', err, v));
  const sleep = util.promisify(setTimeout);
  const v = await sleep(5, 'slept-value');
  console.log(v);
})();
