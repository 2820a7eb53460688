// Persist settings in localStorage as JSON
const KEY = 'prefs';
localStorage.clear();
function load() {
  try {
    return JSON.parse(localStorage.getItem(KEY)) ?? { theme: 'light', size: 14 };
  } catch {
    return { theme: 'light', size: 14 };
  }
}
function save(p) { localStorage.setItem(KEY, JSON.stringify(p)); }
const prefs = load();
console.log(`initial ${prefs.theme} ${prefs.size}`);
save({ ...prefs, theme: 'dark' });
console.log(`stored raw: ${localStorage.getItem(KEY)}`);
console.log(`reloaded theme: ${load().theme}, length ${localStorage.length}, key0 ${localStorage.key(0)}`);
localStorage.setItem(KEY, '{broken');
console.log(`fallback theme: ${load().theme}`);
localStorage.setItem('n', 5);
console.log(typeof localStorage.getItem('n'), localStorage.getItem('missing'));
localStorage.removeItem('n');
console.log(`length now ${localStorage.length}`);
const url = new URL('https://example.com/search?q=event+loop&page=2#top');
url.searchParams.set('page', '3');
url.searchParams.append('tag', 'js & ts');
console.log(url.href, url.hash, url.searchParams.get('q'));
