// Storage named properties: items read and written as properties, `delete`, `in`,
// Object.keys / for-in / entries, names that collide with Storage methods, values
// stringified, and the same Map seen through getItem/key/length.
localStorage.clear();
sessionStorage.clear();
localStorage.theme = 'dark';
localStorage['font-size'] = 16;
localStorage.setItem('draft', JSON.stringify({ title: 'Hi', body: '' }));
console.log(`theme=${localStorage.theme} getItem=${localStorage.getItem('theme')} size type=${typeof localStorage['font-size']} length=${localStorage.length}`);
console.log(`missing property=${localStorage.nothing} missing getItem=${localStorage.getItem('nothing')} in=${'theme' in localStorage} ${'nothing' in localStorage}`);
console.log(`keys: ${Object.keys(localStorage).sort().join(',')}`);
const forIn = [];
for (const k in localStorage) if (Object.prototype.hasOwnProperty.call(localStorage, k)) forIn.push(k);
console.log(`for-in own: ${forIn.sort().join(',')}`);
console.log(`entries: ${JSON.stringify(Object.entries(localStorage).sort())}`);
console.log(`draft title: ${JSON.parse(localStorage.draft).title}`);
delete localStorage.theme;
console.log(`after delete: theme=${localStorage.theme} length=${localStorage.length} getItem=${localStorage.getItem('theme')}`);
// A name of a Storage method: the property stays the method, the item is stored anyway.
localStorage.key = 'value-of-key';
localStorage.setItem('length', 'seven');
console.log(`key is ${typeof localStorage.key}; getItem('key')=${localStorage.getItem('key')}; length=${localStorage.length}; getItem('length')=${localStorage.getItem('length')}`);
localStorage.removeItem('key');
localStorage.removeItem('length');
// Numbers, null, objects become strings.
localStorage.count = 3;
localStorage.count = Number(localStorage.count) + 1;
localStorage.nothingHere = null;
localStorage.obj = { a: 1 };
console.log(`count=${localStorage.count} (${typeof localStorage.count}) null=${localStorage.nothingHere} obj=${localStorage.obj}`);
const desc = Object.getOwnPropertyDescriptor(localStorage, 'count');
console.log(`descriptor: ${JSON.stringify(desc)}`);
console.log(`hasOwnProperty: ${localStorage.hasOwnProperty('count')} ${localStorage.hasOwnProperty('getItem')}`);
// sessionStorage is a separate area.
sessionStorage.step = '2';
console.log(`session step=${sessionStorage.step} local step=${localStorage.step} session keys=${Object.keys(sessionStorage)}`);
console.log(`toString: ${Object.prototype.toString.call(localStorage)} instanceof: ${localStorage instanceof Storage}`);
Object.defineProperty(localStorage, 'defined', { value: 'via defineProperty' });
console.log(`defined item: ${localStorage.getItem('defined')}`);
localStorage.clear();
console.log(`after clear: ${Object.keys(localStorage).length} ${localStorage.count}`);
try { new Storage(); } catch (e) { console.log(`new Storage: ${e.name}`); }
