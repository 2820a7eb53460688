// JSON: replacers, revivers, toJSON, indentation, errors, and what gets dropped
const order = {
  id: 17,
  createdAt: new Date(Date.UTC(2023, 4, 17, 9, 30)),
  customer: { name: 'Zoë', email: 'zoe@example.com', password: 'hunter2' },
  items: [
    { sku: 'A-1', qty: 2, price: 9.99 },
    { sku: 'B-7', qty: 1, price: 24.5 },
  ],
  notes: undefined,
  fn() {},
  sym: Symbol('s'),
  big: null,
  nan: NaN,
  inf: -Infinity,
  tags: new Set(['rush']),
  meta: new Map([['x', 1]]),
};

console.log(JSON.stringify(order));
console.log(JSON.stringify(order, ['id', 'customer', 'name', 'items', 'sku']));
console.log(
  JSON.stringify(
    order,
    (key, value) => {
      if (key === 'password') return '***';
      if (value instanceof Set) return [...value];
      if (value instanceof Map) return Object.fromEntries(value);
      return value;
    },
    2
  )
);

class Money {
  constructor(cents) { this.cents = cents; }
  toJSON(key) { return `${key || 'root'}=$${(this.cents / 100).toFixed(2)}`; }
}
console.log(JSON.stringify({ total: new Money(3449), list: [new Money(5)] }, null, '\t'));
console.log(JSON.stringify(new Money(100)));

const text = '{"when":"2023-05-17T09:30:00.000Z","amount":"12.50","nested":{"when":"2020-01-01T00:00:00.000Z"}}';
const revived = JSON.parse(text, function (key, value) {
  if (key === 'when') return new Date(value);
  if (key === 'amount') return Number(value);
  return value;
});
console.log(revived, revived.nested.when.getUTCFullYear());

for (const bad of ['{"a":1,}', "{'a':1}", '', '[1, 2', '{"a": 01}']) {
  try {
    JSON.parse(bad);
  } catch (e) {
    console.log(`${JSON.stringify(bad)} -> ${e.name}: ${e.message}`);
  }
}
const cyclic = { name: 'loop' };
cyclic.self = cyclic;
try {
  JSON.stringify(cyclic);
} catch (e) {
  console.log(e.name + ': ' + e.message.split('\n')[0]);
}
console.log(JSON.stringify('he said "hi"\n\u2028'), JSON.stringify([undefined, () => 1]), JSON.stringify({ a: [] }, null, 4));
try { JSON.stringify({ n: 10n }); } catch (e) { console.log(e.name + ': ' + e.message); }
