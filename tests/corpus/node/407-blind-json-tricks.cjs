// JSON round-trips: replacer, reviver for dates, Map serialisation, key order, errors.
const data = {
  name: 'report',
  created: new Date(Date.UTC(2024, 4, 1, 8)),
  tags: new Set(['a', 'b']),
  counts: new Map([['x', 1], ['y', 2]]),
  secret: 'hunter2',
  nested: { undef: undefined, fn() {}, sym: Symbol('s'), nan: NaN, inf: -Infinity, neg0: -0 },
  list: [undefined, () => 1, Symbol('t'), null],
  2: 'numeric key', 1: 'one',
};

const replacer = (key, value) => {
  if (key === 'secret') return undefined;
  if (value instanceof Set) return { $set: [...value] };
  if (value instanceof Map) return { $map: Object.fromEntries(value) };
  return value;
};
const text = JSON.stringify(data, replacer, 2);
console.log(text);

const revived = JSON.parse(text, (key, value) => {
  if (typeof value === 'string' && /^\d{4}-\d\d-\d\dT/.test(value)) return new Date(value);
  if (value && value.$set) return new Set(value.$set);
  if (value && value.$map) return new Map(Object.entries(value.$map));
  return value;
});
console.log(revived.created instanceof Date, revived.created.getUTCHours(), revived.tags.has('b'), revived.counts.get('y'));
console.log(JSON.stringify(data, ['name', 'nested', 'nan']));
console.log(JSON.stringify('he said "hi"\n\u2028'), JSON.stringify({ a: [] }, null, '--'));
console.log(JSON.stringify({ toJSON() { return 'custom'; } }), JSON.stringify(undefined), JSON.stringify(null));

for (const bad of ['{"a":1,}', "{'a':1}", '', '[1, 2', 'tru']) {
  try { JSON.parse(bad); } catch (e) { console.log(e.name, '->', e.message); }
}
const cyclic = { name: 'loop' };
cyclic.self = cyclic;
try { JSON.stringify(cyclic); } catch (e) { console.log(e.message.split('\n')[0]); }
try { JSON.stringify({ n: 10n }); } catch (e) { console.log(e.message); }

const deepClone = (o) => JSON.parse(JSON.stringify(o));
const orig = { a: { b: [1, 2, { c: 3 }] } };
const copy = deepClone(orig);
copy.a.b[2].c = 99;
console.log(orig.a.b[2].c, copy.a.b[2].c);
console.log(JSON.parse('{"__proto__": {"polluted": true}}').polluted, ({}).polluted);
console.log(JSON.parse(' [1e3, -0.5, 1E-2, "\\u00e9"] '));
