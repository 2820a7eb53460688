// A settings module persisted in localStorage with versioned migration and defaults.
const KEY = 'app.settings';
const DEFAULTS = Object.freeze({ version: 2, theme: 'system', fontSize: 14, shortcuts: { save: 'Ctrl+S' } });

function migrate(raw) {
  if (raw.version === 1) {
    const { darkMode, ...rest } = raw;
    return { ...rest, version: 2, theme: darkMode ? 'dark' : 'light' };
  }
  return raw;
}

function load() {
  const text = localStorage.getItem(KEY);
  if (text === null) return structuredClone(DEFAULTS);
  try {
    const parsed = migrate(JSON.parse(text));
    return { ...DEFAULTS, ...parsed, shortcuts: { ...DEFAULTS.shortcuts, ...parsed.shortcuts } };
  } catch (e) {
    console.log('corrupt settings, using defaults:', e.name);
    return structuredClone(DEFAULTS);
  }
}
const save = (s) => localStorage.setItem(KEY, JSON.stringify(s));

localStorage.clear();
console.log('fresh:', JSON.stringify(load()));
localStorage.setItem(KEY, JSON.stringify({ version: 1, darkMode: true, fontSize: 16 }));
const s = load();
console.log('migrated:', JSON.stringify(s));
s.shortcuts.open = 'Ctrl+O';
save(s);
console.log('stored text length', localStorage.getItem(KEY).length, 'keys', localStorage.length, localStorage.key(0));
localStorage.setItem(KEY, '{broken');
console.log('after corrupt:', load().theme);
localStorage.setItem('n', 42);
console.log('numbers become strings:', typeof localStorage.getItem('n'), localStorage.getItem('missing'));
localStorage.removeItem('n');
console.log('keys after remove', Object.keys(localStorage).sort().join(','));
sessionStorage.setItem('tab', 'one');
console.log('session', sessionStorage.getItem('tab'), sessionStorage.length);
console.log('defaults untouched:', JSON.stringify(DEFAULTS.shortcuts), Object.isFrozen(DEFAULTS));
