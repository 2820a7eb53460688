// Date.prototype[Symbol.toPrimitive]: the default hint is string (so + concatenates), numbers for - and <.
// @env TZ=UTC
const d = new Date(Date.UTC(2024, 0, 1));
console.log(d + 1);
console.log(d - 1, d * 1, +d, d / 1000);
console.log(`${d}` === d.toString(), d + '' === String(d), [d] + '' === String(d));
console.log(d[Symbol.toPrimitive]('number'), d[Symbol.toPrimitive]('string'), d[Symbol.toPrimitive]('default'));
try {
  d[Symbol.toPrimitive]('bogus');
} catch (e) {
  console.log(e.name);
}
const desc = Object.getOwnPropertyDescriptor(Date.prototype, Symbol.toPrimitive);
console.log(typeof desc.value, desc.writable, desc.enumerable, desc.configurable, desc.value.name, desc.value.length);
const custom = new Date(0);
custom.valueOf = () => 42;
custom.toString = () => 'forty-two';
console.log(custom + 1, custom - 1, custom > 41, `${custom}`);
console.log(Date.prototype[Symbol.toPrimitive].call({ valueOf: () => 7, toString: () => 'seven' }, 'number'));
console.log(Date.prototype[Symbol.toPrimitive].call({ valueOf: () => 7, toString: () => 'seven' }, 'default'));
const totals = { [new Date(0)]: 1 };
console.log(Object.keys(totals));
console.log(d == 'Mon Jan 01 2024 00:00:00 GMT+0000 (Coordinated Universal Time)', d == d.getTime());
