// localStorage as a tiny persistence layer with JSON
localStorage.clear();
const KEY = 'prefs';
function load() {
  try {
    return JSON.parse(localStorage.getItem(KEY)) ?? { theme: 'light', visits: 0 };
  } catch {
    console.log('corrupt data, resetting');
    return { theme: 'light', visits: 0 };
  }
}
function save(p) {
  localStorage.setItem(KEY, JSON.stringify(p));
}

let prefs = load();
console.log('first load', prefs);
prefs.visits++;
prefs.theme = 'dark';
save(prefs);
console.log('stored string:', localStorage.getItem(KEY));
console.log('reload', load());

localStorage.setItem(KEY, '{not json');
console.log('after corruption', load());

localStorage.setItem('count', 5);
console.log(typeof localStorage.getItem('count'), localStorage.getItem('count') + 1);
console.log('missing key ->', localStorage.getItem('nope'), 'length', localStorage.length);
const keys = [];
for (let i = 0; i < localStorage.length; i++) keys.push(localStorage.key(i));
console.log('keys', keys.sort());
localStorage.removeItem('count');
sessionStorage.setItem('tab', 'one');
console.log('after remove', localStorage.length, 'session', sessionStorage.getItem('tab'));
localStorage.clear();
sessionStorage.clear();
console.log('cleared', localStorage.length);
