// Mistake: shared references — fill with objects, shallow copies, default arguments
const grid = Array(3).fill([]);
grid[0].push('x');
console.log('fill([]) shares one array:', JSON.stringify(grid));
const grid2 = Array.from({ length: 3 }, () => []);
grid2[0].push('x');
console.log('Array.from factory:', JSON.stringify(grid2));

const defaults = { theme: 'light', prefs: { fontSize: 12, tags: ['a'] } };
const mine = { ...defaults };
mine.theme = 'dark';
mine.prefs.fontSize = 20;
mine.prefs.tags.push('b');
console.log('spread is shallow:', JSON.stringify(defaults));
const deep = structuredClone(defaults);
deep.prefs.tags.push('c');
console.log('structuredClone is deep:', defaults.prefs.tags.join(','), deep.prefs.tags.join(','));
const viaJson = JSON.parse(JSON.stringify({ when: new Date(0), n: undefined, m: new Map([[1, 2]]) }));
console.log('JSON round trip loses types:', JSON.stringify(viaJson), typeof viaJson.when);

function addItem(item, list = []) { list.push(item); return list; }
console.log('fresh default each call:', addItem('a').length, addItem('b').length);
const shared = [];
function addItemShared(item, list = shared) { list.push(item); return list; }
addItemShared('a');
console.log('default bound to a shared array:', addItemShared('b').join(','));

function makeStore() {
  const state = { items: [] };
  return { getState: () => state, add: (i) => state.items.push(i) };
}
const store = makeStore();
const snapshot = store.getState();
store.add('apple');
console.log('snapshot changed too:', snapshot.items.length, snapshot === store.getState());

const users = [{ name: 'ann', age: 30 }];
const older = users.map((u) => { u.age += 1; return u; });
console.log('map that mutates:', users[0].age, older[0] === users[0]);
const older2 = users.map((u) => ({ ...u, age: u.age + 1 }));
console.log('map that copies:', users[0].age, older2[0].age);
const frozen = Object.freeze([1, 2]);
try { 'use strict'; frozen.push(3); } catch (e) { console.log('push to frozen:', e.constructor.name); }
const key = {};
const cache = {};
cache[key] = 'first';
cache[{}] = 'second';
console.log('object keys stringify:', Object.keys(cache).join(), cache[key]);
