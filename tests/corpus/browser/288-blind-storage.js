// localStorage / sessionStorage: strings only, JSON helpers, key enumeration
localStorage.clear();
sessionStorage.clear();

localStorage.setItem('count', 1);
localStorage.setItem('flag', true);
localStorage.setItem('obj', { a: 1 });
localStorage.setItem('arr', [1, 2]);
console.log(`count type ${typeof localStorage.getItem('count')}, value ${localStorage.getItem('count') + 1}`);
console.log(`flag ${localStorage.getItem('flag') === 'true'}, obj ${localStorage.getItem('obj')}, arr ${localStorage.getItem('arr')}`);
console.log(`missing ${localStorage.getItem('missing')}, length ${localStorage.length}`);

const store = {
  get(key, fallback = null) {
    const raw = localStorage.getItem(key);
    if (raw === null) return fallback;
    try { return JSON.parse(raw); } catch { return fallback; }
  },
  set(key, value) { localStorage.setItem(key, JSON.stringify(value)); },
};
store.set('prefs', { theme: 'dark', sizes: [12, 14] });
const prefs = store.get('prefs');
console.log(`prefs theme ${prefs.theme}, sizes ${prefs.sizes.join('/')}, fallback ${store.get('nope', 'default')}`);
console.log(`bad JSON falls back: ${store.get('obj', 'fallback')}`);

const keys = [];
for (let i = 0; i < localStorage.length; i++) keys.push(localStorage.key(i));
console.log(`keys: ${keys.sort().join(',')}`);
localStorage.removeItem('flag');
console.log(`after remove: ${localStorage.length}, key(99) ${localStorage.key(99)}`);

sessionStorage.setItem('visits', String(Number(sessionStorage.getItem('visits') || 0) + 1));
console.log(`session visits ${sessionStorage.getItem('visits')}, separate from local: ${localStorage.getItem('visits')}`);
localStorage.counter = 5;
console.log(`property access: ${localStorage.getItem('counter')} ${typeof localStorage.counter}`);
let storageEvents = 0;
window.addEventListener('storage', () => storageEvents++);
localStorage.setItem('x', 'y');
setTimeout(() => {
  console.log(`storage events in the same tab: ${storageEvents}`);
  localStorage.clear();
  console.log(`cleared: ${localStorage.length}`);
}, 50);
