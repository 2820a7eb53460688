// Set: uniqueness, insertion order, add/has/delete/size, forEach and spreading.
const s = new Set([3, 1, 3, 2, 1]);
console.log(s.size, [...s]);
s.add(1).add(4).add('4');
console.log(s.has(4), s.has('4'), s.has(5), s.size);
console.log(s.delete(3), s.delete(3), [...s].join(','));
s.add(NaN).add(NaN).add(0).add(-0);
console.log(s.size, s.has(-0));
s.forEach((v, v2, set) => { if (v === 1) console.log('forEach args', v, v2, set === s); });
const a = new Set([1, 2, 3]);
const b = new Set([2, 3, 4]);
console.log([...a].filter((x) => b.has(x)), [...new Set([...a, ...b])]);
console.log(new Set('hello').size, [...new Set('mississippi')].join(''));
