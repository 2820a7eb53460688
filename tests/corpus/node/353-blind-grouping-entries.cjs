// Object.entries/fromEntries and grouping without Object.groupBy (Node 20)
const people = [
  { name: 'Ann', dept: 'eng', salary: 120 },
  { name: 'Bob', dept: 'ops', salary: 90 },
  { name: 'Cid', dept: 'eng', salary: 100 },
  { name: 'Dee', dept: 'sales', salary: 80 },
  { name: 'Eve', dept: 'ops', salary: 95 },
];
const groupBy = (list, keyFn) => list.reduce((acc, x) => {
  const k = keyFn(x);
  (acc[k] ||= []).push(x);
  return acc;
}, {});
const byDept = groupBy(people, (p) => p.dept);
console.log(Object.keys(byDept).join(','));
const avg = Object.fromEntries(
  Object.entries(byDept).map(([d, ps]) => [d, ps.reduce((s, p) => s + p.salary, 0) / ps.length]),
);
console.log(JSON.stringify(avg));
const raised = Object.fromEntries(Object.entries({ a: 1, b: 2 }).map(([k, v]) => [k.toUpperCase(), v * 10]));
console.log(JSON.stringify(raised));
console.log(typeof Object.groupBy, typeof Map.groupBy);
const params = Object.fromEntries(new URLSearchParams('q=node&page=2&tag=a&tag=b'));
console.log(JSON.stringify(params));
const m = new Map(Object.entries({ x: 1, y: 2 }));
console.log(JSON.stringify(Object.fromEntries(m)), m.size);
const weird = { 2: 'two', b: 'b', 1: 'one', a: 'a', [Symbol('s')]: 'sym', '-1': 'neg' };
console.log(Object.keys(weird).join(','), Object.getOwnPropertySymbols(weird).length);
const pick = (o, ...keys) => Object.fromEntries(keys.filter((k) => k in o).map((k) => [k, o[k]]));
const omit = (o, ...keys) => Object.fromEntries(Object.entries(o).filter(([k]) => !keys.includes(k)));
console.log(JSON.stringify(pick(people[0], 'name', 'nope')), JSON.stringify(omit(people[0], 'salary')));
const counts = {};
for (const w of 'the cat and the hat and the bat'.split(' ')) counts[w] = (counts[w] ?? 0) + 1;
console.log(Object.entries(counts).sort(([, a], [, b]) => b - a).slice(0, 2).map(([w, c]) => `${w}:${c}`).join(' '));
const frozen = Object.freeze({ nested: { v: 1 } });
frozen.nested.v = 2;
frozen.top = 1;
console.log(JSON.stringify(frozen), Object.isFrozen(frozen), Object.isFrozen(frozen.nested));
console.log(JSON.stringify(Object.assign({}, null, { a: 1 }, 'xy')), JSON.stringify({ ...'hi', ...[9] }));
