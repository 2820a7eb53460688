// Map keeps insertion order; keys compare by SameValueZero; size, get/has/delete, forEach.
const m = new Map();
m.set('b', 1).set('a', 2).set(1, 'number one').set('1', 'string one');
const keyObj = {};
m.set(keyObj, 'object key').set(NaN, 'nan');
console.log(m.size, m.get(1), m.get('1'), m.get(keyObj), m.get({}), m.get(NaN));
m.set('b', 'updated');
console.log([...m.keys()].map(String).join(','));
console.log(m.delete('a'), m.delete('a'), m.has('a'), m.size);
m.forEach((value, key, map) => console.log('forEach', String(key), value, map === m));
const counts = new Map();
for (const w of 'to be or not to be'.split(' ')) counts.set(w, (counts.get(w) || 0) + 1);
console.log([...counts].map(([w, c]) => w + ':' + c).join(' '));
m.clear();
console.log(m.size, m.get('b'));
