// @html <select id="theme"><option value="light">Light</option><option value="dark">Dark</option><option value="sepia">Sepia</option></select><input id="size" type="number" value="14"><input id="compact" type="checkbox"><button id="reset">Reset</button><button id="reload">Simulate reload</button>
// @input click #compact @ 100ms
// @input click #reload @ 250ms
// @input click #reset @ 400ms
// @input click #reload @ 550ms
// @until 800
// localStorage-persisted settings with schema versioning, migration, defaults, change events, and corrupted-data recovery
const KEY = 'app.settings';
const DEFAULTS = Object.freeze({ version: 3, theme: 'light', fontSize: 14, compact: false, recent: [] });
localStorage.clear();
localStorage.setItem('app.settings', JSON.stringify({ version: 1, darkMode: true, size: '16' }));
localStorage.setItem('other', 'keep me');
const migrations = {
  1: (s) => ({ version: 2, theme: s.darkMode ? 'dark' : 'light', fontSize: Number(s.size) || 14 }),
  2: (s) => ({ ...s, version: 3, compact: false, recent: [] }),
};
class Settings extends EventTarget {
  constructor() { super(); this.data = this.load(); }
  load() {
    const raw = localStorage.getItem(KEY);
    if (raw === null) { console.log('load: no stored settings, using defaults'); return { ...DEFAULTS }; }
    let s;
    try { s = JSON.parse(raw); } catch (e) { console.log(`load: corrupted (${e.name}), resetting`); localStorage.removeItem(KEY); return { ...DEFAULTS }; }
    while (s.version < DEFAULTS.version) { console.log(`load: migrating v${s.version} -> v${s.version + 1}`); s = migrations[s.version](s); }
    return { ...DEFAULTS, ...s };
  }
  get(k) { return this.data[k]; }
  set(k, v) {
    if (!(k in DEFAULTS)) throw new Error(`unknown setting ${k}`);
    const old = this.data[k];
    if (Object.is(old, v)) return false;
    this.data = { ...this.data, [k]: v };
    localStorage.setItem(KEY, JSON.stringify(this.data));
    this.dispatchEvent(new CustomEvent('change', { detail: { key: k, old, value: v } }));
    return true;
  }
  reset() { localStorage.removeItem(KEY); this.data = { ...DEFAULTS }; this.dispatchEvent(new Event('reset')); }
}
let settings = new Settings();
const ui = { theme: document.getElementById('theme'), size: document.getElementById('size'), compact: document.getElementById('compact') };
function bind(s) {
  ui.theme.value = s.get('theme'); ui.size.value = s.get('fontSize'); ui.compact.checked = s.get('compact');
  document.documentElement.dataset.theme = s.get('theme');
  s.addEventListener('change', (e) => {
    const { key, old, value } = e.detail;
    console.log(`change ${key}: ${JSON.stringify(old)} -> ${JSON.stringify(value)}; stored length ${localStorage.getItem(KEY).length}`);
  });
  s.addEventListener('reset', () => console.log('settings reset; stored =', localStorage.getItem(KEY)));
  console.log(`bound: theme=${ui.theme.value} (selectedIndex ${ui.theme.selectedIndex}) size=${ui.size.value} compact=${ui.compact.checked} html[data-theme]=${document.documentElement.getAttribute('data-theme')}`);
}
bind(settings);
ui.compact.addEventListener('change', () => {
  settings.set('compact', ui.compact.checked);
  settings.set('recent', [...settings.get('recent'), 'compact'].slice(-3));
});
document.getElementById('reset').addEventListener('click', () => settings.reset());
document.getElementById('reload').addEventListener('click', () => {
  console.log('reload: storage keys', Object.keys(localStorage).sort().join(','), 'length', localStorage.length);
  settings = new Settings();
  bind(settings);
  console.log('  data', JSON.stringify(settings.data));
});
settings.set('theme', 'sepia');
settings.set('theme', 'sepia');
settings.set('fontSize', 18);
try { settings.set('colour', 'red'); } catch (e) { console.log(e.message); }
console.log('stored now:', localStorage.getItem(KEY));
localStorage.setItem('n', 5);
localStorage.setItem('obj', { a: 1 });
console.log('coercion:', typeof localStorage.getItem('n'), localStorage.getItem('obj'), localStorage.getItem('nope'), localStorage.key(99));
localStorage.removeItem('n'); localStorage.removeItem('obj');
const saved = localStorage.getItem(KEY);
localStorage.setItem(KEY, '{broken');
new Settings();
localStorage.setItem(KEY, saved);
window.addEventListener('storage', () => console.log('storage event fired in the same tab?!'));
