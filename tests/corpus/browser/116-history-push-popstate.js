// history.pushState/replaceState change location and history.state (a structured clone) without events; a fragment navigation (location.hash = …) adds an entry, fires popstate at once and hashchange (oldURL/newURL) in a later task; history.back() fires popstate with the earlier entry's state in a task of its own
// @until 1500
const start = history.length;
const where = () => `${location.pathname}${location.search}${location.hash}`;
console.log(`start ${location.href} state ${history.state}`);
const state = { page: 1, tags: ['a'] };
history.pushState(state, '', '/products?page=1');
console.log(`pushed: ${where()} same object ${history.state === state}, equal ${JSON.stringify(history.state)}, +${history.length - start}`);
history.pushState({ page: 2 }, '', 'products?page=2');
history.replaceState({ page: 2, sort: 'price' }, '', '?page=2&sort=price');
console.log(`replaced: ${where()} ${JSON.stringify(history.state)} +${history.length - start}`);
try { history.pushState(null, '', 'https://example.com/'); } catch (e) { console.log(`cross-origin: ${e.name}`); }
try { history.pushState({ fn() {} }, ''); } catch (e) { console.log(`uncloneable state: ${e.name}`); }
const steps = [];
window.addEventListener('hashchange', (e) => {
  console.log(`hashchange ${e.oldURL.slice(18)} -> ${e.newURL.slice(18)} (${e.constructor.name})`);
});
window.addEventListener('popstate', (e) => {
  console.log(`popstate state=${JSON.stringify(e.state)} at ${where()} (${e.constructor.name}, bubbles ${e.bubbles})`);
  Promise.resolve().then(() => console.log('  microtask after popstate'));
  const next = steps.shift();
  if (next) setTimeout(next, 50);
});
location.hash = 'reviews';
console.log(`after hash set: ${where()} state ${history.state} +${history.length - start}`);
location.hash = '#reviews';
console.log(`same hash again: +${history.length - start}`);
setTimeout(() => console.log('timeout 0 after the hash change'), 0);
Promise.resolve().then(() => console.log('script microtask'));
steps.push(() => {
  console.log(`going back from ${where()}`);
  history.back();
  console.log(`right after back(): ${where()}`);
});
steps.push(() => {
  console.log(`back at ${where()}, going back again`);
  history.back();
});
steps.push(() => {
  console.log(`forward by 2 from ${where()}`);
  history.go(2);
});
steps.push(() => console.log(`done at ${where()} +${history.length - start}`));
setTimeout(steps.shift(), 300);
