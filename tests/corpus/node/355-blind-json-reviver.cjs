// JSON with reviver/replacer, toJSON, indentation, dates, BigInt, cycles
const order = {
  id: 7,
  createdAt: new Date(Date.UTC(2024, 0, 31, 23, 59, 0)),
  total: 19.999,
  secret: 'hunter2',
  tags: new Set(['a', 'b']),
  meta: { undef: undefined, fn() {}, nan: NaN, inf: -Infinity, nul: null },
};
const replacer = (key, value) => {
  if (key === 'secret') return undefined;
  if (value instanceof Set) return { $set: [...value] };
  if (typeof value === 'number') return Math.round(value * 100) / 100;
  return value;
};
const text = JSON.stringify(order, replacer, 2);
console.log(text);
const reviver = function (key, value) {
  if (typeof value === 'string' && /^\d{4}-\d\d-\d\dT/.test(value)) return new Date(value);
  if (value && typeof value === 'object' && Array.isArray(value.$set)) return new Set(value.$set);
  return value;
};
const back = JSON.parse(text, reviver);
console.log(back.createdAt instanceof Date, back.createdAt.getUTCDate(), back.tags.has('b'), back.meta.nan);
console.log(JSON.stringify(order, ['id', 'total']), JSON.stringify([undefined, () => 1, Symbol('x')]));
class Money {
  constructor(cents) { this.cents = cents; }
  toJSON(key) { return `${key || 'root'}:$${(this.cents / 100).toFixed(2)}`; }
}
console.log(JSON.stringify({ price: new Money(1999), list: [new Money(5)] }), JSON.stringify(new Money(1)));
try { JSON.stringify({ n: 10n }); } catch (e) { console.log(e.name, e.message); }
BigInt.prototype.toJSON = function () { return this.toString() + 'n'; };
console.log(JSON.stringify({ n: 10n }));
const cyc = { name: 'loop' };
cyc.self = cyc;
try { JSON.stringify(cyc); } catch (e) { console.log(e.name, e.message.split('\n')[0]); }
const seen = new WeakSet();
console.log(JSON.stringify(cyc, (k, v) => { if (typeof v === 'object' && v) { if (seen.has(v)) return '[Circular]'; seen.add(v); } return v; }));
for (const bad of ['{a:1}', "{'a':1}", '[1,]', '']) {
  try { JSON.parse(bad); } catch (e) { console.log(e.name + ': ' + e.message); }
}
const order2 = [];
JSON.parse('{"a":{"b":1,"c":[2,3]},"d":4}', function (k, v) { order2.push(k === '' ? '<root>' : k); return v; });
console.log(order2.join(' '));
console.log(JSON.stringify('line\n"quote"\u2028'), JSON.stringify({ a: [1, { b: 2 }] }, null, '--'));
