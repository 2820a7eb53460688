// Converting between objects, arrays, Maps and Sets.
const obj = { x: 1, y: 2 };
const m = new Map(Object.entries(obj));
console.log(m.get('y'), m.size);
m.set('z', 3);
console.log(Object.fromEntries(m));
console.log([...m.values()], Array.from(m.entries()).length);
const dedup = [...new Set([5, 1, 5, 2, 1])];
console.log(dedup);
const inverted = new Map([...m].map(([k, v]) => [v, k]));
console.log(inverted.get(3));
const grouped = new Map();
for (const w of ['apple', 'avocado', 'banana', 'blueberry', 'cherry']) {
  const k = w[0];
  if (!grouped.has(k)) grouped.set(k, []);
  grouped.get(k).push(w);
}
console.log(JSON.stringify([...grouped]));
console.log(JSON.stringify(m), JSON.stringify(new Set([1])));
