// Map, Set, WeakMap, WeakSet, WeakRef in everyday use
const inventory = new Map([
  ['apples', 5],
  ['pears', 0],
]);
inventory.set('plums', 12).set('apples', inventory.get('apples') + 3);
inventory.delete('pears');
console.log(inventory, inventory.size);
console.log([...inventory.keys()], [...inventory.values()].reduce((a, b) => a + b));

// objects as Map keys keep identity
const k1 = { id: 1 };
const k2 = { id: 1 };
const byObj = new Map([[k1, 'first']]);
console.log(byObj.get(k1), byObj.get(k2), byObj.has({ id: 1 }));

// NaN and -0 keys
const weird = new Map([[NaN, 'nan'], [0, 'zero']]);
console.log(weird.get(NaN), weird.get(-0), new Set([NaN, NaN, 0, -0]).size);

// Set operations by hand (Node 20 has no Set.prototype.union)
const a = new Set([1, 2, 3, 4]);
const b = new Set([3, 4, 5]);
const union = new Set([...a, ...b]);
const inter = [...a].filter((x) => b.has(x));
const diff = [...a].filter((x) => !b.has(x));
console.log({ union, inter, diff });

// dedupe while keeping order, count words
const words = 'the cat and the hat and the bat'.split(' ');
console.log([...new Set(words)]);
const counts = words.reduce((m, w) => m.set(w, (m.get(w) ?? 0) + 1), new Map());
console.log([...counts].sort((x, y) => y[1] - x[1] || x[0].localeCompare(y[0])));
console.log(Object.fromEntries(counts));

// WeakMap for private-ish metadata
const meta = new WeakMap();
function tag(obj, label) {
  meta.set(obj, { label, tagged: meta.has(obj) ? 'again' : 'first' });
  return obj;
}
const doc = tag(tag({ title: 'report' }, 'draft'), 'final');
console.log(meta.get(doc), meta.has({}), meta instanceof WeakMap);

const seen = new WeakSet();
function visit(node) {
  if (seen.has(node)) return 'cycle!';
  seen.add(node);
  return node.next ? visit(node.next) : 'end';
}
const n1 = { name: 'n1' };
const n2 = { name: 'n2', next: n1 };
console.log(visit(n2));
n1.next = n2;
const seen2 = visit.bind(null);
console.log(seen2({ next: n2 }));

const ref = new WeakRef(doc);
console.log(ref.deref() === doc, typeof ref.deref().title);
try {
  new WeakMap().set('string key', 1);
} catch (e) {
  console.log(e.constructor.name + ': ' + e.message);
}
console.log(new Map([[1, { nested: [1, 2, { deep: true }] }]]));
