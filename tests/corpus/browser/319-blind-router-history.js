// @until 800
// A minimal client-side router with pushState, popstate and route params.
const routes = [
  { pattern: /^\/$/, name: 'home' },
  { pattern: /^\/users\/(?<id>\d+)$/, name: 'user' },
  { pattern: /^\/search$/, name: 'search' },
];
function resolve(url) {
  const u = new URL(url, location.origin);
  for (const r of routes) {
    const m = u.pathname.match(r.pattern);
    if (m) return { name: r.name, params: { ...m.groups }, query: Object.fromEntries(u.searchParams) };
  }
  return { name: 'not-found', params: {}, query: {} };
}
function render(how) {
  const r = resolve(location.href);
  console.log(`${how}: ${location.pathname}${location.search} -> ${r.name} ${JSON.stringify(r.params)} ${JSON.stringify(r.query)} state=${JSON.stringify(history.state)}`);
}
function navigate(path, state = null) {
  history.pushState(state, '', path);
  render('push');
}

window.addEventListener('popstate', (e) => render(`popstate(${JSON.stringify(e.state)})`));
window.addEventListener('hashchange', (e) => console.log('hashchange to', new URL(e.newURL).hash));

const startLen = history.length;
navigate('/users/42', { from: 'home' });
navigate('/search?q=loops&page=2');
navigate('/nope');
console.log('history grew by', history.length - startLen);
history.replaceState({ replaced: true }, '', '/users/7');
render('replace');
setTimeout(() => history.back(), 50);
setTimeout(() => history.back(), 150);
setTimeout(() => { location.hash = '#section-2'; }, 250);
setTimeout(() => history.go(1), 350);
