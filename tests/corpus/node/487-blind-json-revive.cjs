// JSON with reviver/replacer, toJSON, Dates/Maps/Sets/BigInt round-trips, pretty printing, and edge cases
class Money {
  constructor(amount, currency) { this.amount = amount; this.currency = currency; }
  toJSON(key) { return { $type: 'Money', v: `${this.amount.toFixed(2)} ${this.currency}`, key }; }
  static fromJSON(o) { const [a, c] = o.v.split(' '); return new Money(Number(a), c); }
}
class Order {
  #secret = 'x';
  constructor(id) { this.id = id; this.createdAt = new Date(Date.UTC(2024, 5, 1, 8, 0)); this.items = new Map(); this.tags = new Set(); this.total = new Money(0, 'EUR'); this.big = 2n ** 70n; }
  add(sku, qty, price) { this.items.set(sku, { qty, price: new Money(price, 'EUR') }); this.total = new Money(this.total.amount + qty * price, 'EUR'); return this; }
}
function replacer(key, value) {
  if (typeof value === 'bigint') return { $type: 'BigInt', v: value.toString() };
  if (value instanceof Map) return { $type: 'Map', v: [...value] };
  if (value instanceof Set) return { $type: 'Set', v: [...value] };
  if (typeof value === 'string' && /^\d{4}-\d\d-\d\dT/.test(value) && this[key] instanceof Date) return { $type: 'Date', v: value };
  if (key.startsWith('_')) return undefined;
  return value;
}
function reviver(key, value) {
  if (value && typeof value === 'object' && '$type' in value) {
    switch (value.$type) {
      case 'BigInt': return BigInt(value.v);
      case 'Map': return new Map(value.v);
      case 'Set': return new Set(value.v);
      case 'Date': return new Date(value.v);
      case 'Money': return Money.fromJSON(value);
    }
  }
  return value;
}
const order = new Order(7).add('A-1', 2, 9.99).add('B-2', 1, 0.5);
order.tags.add('gift').add('express');
order._internal = 'drop me';
const json = JSON.stringify(order, replacer, 2);
console.log(json);
const back = JSON.parse(json, reviver);
console.log(back.createdAt instanceof Date, back.createdAt.toISOString(), back.items instanceof Map, back.items.get('A-1').price instanceof Money, back.items.get('B-2').price.amount);
console.log(back.tags.has('express'), typeof back.big, back.big === 2n ** 70n, back.total, '_internal' in back);
const visits = [];
JSON.parse('{"a":[1,{"b":2}],"c":{"d":null}}', function (k, v) { visits.push(`${k || '(root)'}:${Array.isArray(this) ? 'arr' : typeof this}`); return v; });
console.log('reviver order', visits.join(' '));
console.log(JSON.parse('[1,2,3,4]', (k, v) => (typeof v === 'number' && v % 2 ? undefined : v)));
console.log(JSON.stringify({ a: 1, b: [1, 2], c: { d: 'e' } }, ['a', 'c']), JSON.stringify({ x: [{ y: 1, z: 2 }] }, null, '--'));
console.log(JSON.stringify([undefined, () => 1, Symbol('s'), NaN, -0, Infinity, null]), JSON.stringify({ u: undefined, f() {}, s: Symbol() }));
console.log(JSON.stringify('\u2028\u2029 \u0007 "q" \\ /'), JSON.stringify('\ud800'), JSON.stringify({ '': 1, 'é': 'ü' }));
console.log(JSON.stringify(new Date(NaN)), JSON.stringify({ date: new Date(0) }), JSON.stringify(Object.create({ inherited: 1 })), JSON.stringify([new Number(3), new String('s'), new Boolean(false)]));
try { JSON.stringify({ n: 1n }); } catch (e) { console.log(e.name, e.message); }
const cyc = { name: 'loop' }; cyc.me = cyc;
try { JSON.stringify(cyc); } catch (e) { console.log(e.name, e.message.split('\n')[0]); }
function safeStringify(obj) {
  const seen = new WeakMap();
  return JSON.stringify(obj, function (k, v) {
    if (typeof v === 'object' && v !== null) {
      if (seen.has(v)) return `[Circular ~${seen.get(v)}]`;
      seen.set(v, k ? (seen.get(this) ? seen.get(this) + '.' + k : k) : '');
    }
    return v;
  });
}
const tree = { root: { left: { v: 1 }, right: { v: 2 } } };
tree.root.left.up = tree.root; tree.root.right.top = tree;
console.log(safeStringify(tree));
for (const bad of ['{"a":1,}', "{'a':1}", '[1 2]', '', '{"a":01}', '"\\x41"', 'nul', '{"a":1}}']) {
  try { JSON.parse(bad); console.log('parsed?!', bad); } catch (e) { console.log(JSON.stringify(bad).padEnd(12), e.name + ':', e.message); }
}
console.log(JSON.parse(' \n\t[1e3, -0.5E-2, "\\u00e9\\n", true, null] '), Object.is(JSON.parse('-0'), -0), JSON.parse('{"__proto__": {"x": 1}}').x, JSON.parse('{"a":1,"a":2}').a);
const big = JSON.stringify({ n: 12345678901234567890, f: 0.1 + 0.2, e: 1e-7, i: 1e21, s: 5e-324 });
console.log(big);
console.log(JSON.stringify({ nested: { toJSON() { return { replaced: true, arr: [{ toJSON: () => 'deep' }] }; } } }, null, '\t'));
console.log(JSON.stringify({ a: [] , b: {} }, null, 4), JSON.stringify([[]], null, 20).split('\n')[1].length);
