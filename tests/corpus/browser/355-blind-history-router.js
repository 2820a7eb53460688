// @html <nav><a href="/" data-link>Home</a> <a href="/users/42?tab=posts" data-link>User 42</a> <a href="/about#team" data-link>About</a> <a href="/nowhere" data-link>Broken</a></nav><main id="view"></main><button id="back">Back</button>
// @input click nav a[href="/users/42?tab=posts"] @ 100ms
// @input click nav a[href="/about#team"] @ 250ms
// @input click #back @ 400ms
// @input click nav a[href="/nowhere"] @ 550ms
// @input click #back @ 700ms
// @input click #back @ 850ms
// @until 1200
// A history.pushState router: route patterns with params, link interception, popstate handling, state objects, guards and a 404 route
const view = document.getElementById('view');
const routes = [];
const route = (pattern, handler) => {
  const keys = [];
  const re = new RegExp('^' + pattern.replace(/\/:(\w+)/g, (_, k) => { keys.push(k); return '/([^/]+)'; }) + '/?$');
  routes.push({ pattern, re, keys, handler });
};
let leaveGuard = null;
let navCount = 0;
function match(pathname) {
  for (const r of routes) {
    const m = r.re.exec(pathname);
    if (m) return { r, params: Object.fromEntries(r.keys.map((k, i) => [k, decodeURIComponent(m[i + 1])])) };
  }
  return null;
}
async function render(url, state, how) {
  const u = new URL(url, location.origin);
  const found = match(u.pathname);
  const ctx = { params: found ? found.params : {}, query: Object.fromEntries(u.searchParams), hash: u.hash, state };
  const html = found ? await found.r.handler(ctx) : `<h1>404</h1><p>No route for ${u.pathname}</p>`;
  view.innerHTML = html;
  document.title = view.querySelector('h1').textContent;
  console.log(`[${how}] ${u.pathname}${u.search}${u.hash} -> "${document.title}" state=${JSON.stringify(state)} history.length grows: ${history.length > 1}`);
}
async function navigate(href) {
  if (leaveGuard && !leaveGuard()) { console.log('navigation blocked by guard'); return; }
  const state = { n: ++navCount, from: location.pathname };
  history.pushState(state, '', href);
  await render(href, state, 'push');
}
route('/', () => '<h1>Home</h1>');
route('/users/:id', async ({ params, query }) => {
  await new Promise(r => setTimeout(r, 20));
  return `<h1>User ${params.id}</h1><p>tab=${query.tab}</p>`;
});
route('/about', ({ hash }) => `<h1>About</h1><p>section ${hash || 'none'}</p>`);
document.addEventListener('click', (e) => {
  const a = e.target.closest('a[data-link]');
  if (!a) return;
  e.preventDefault();
  console.log(`intercepted click on ${a.getAttribute('href')} (a.href absolute: ${a.href.startsWith(location.origin)})`);
  navigate(a.getAttribute('href'));
});
window.addEventListener('popstate', (e) => {
  console.log(`popstate: location=${location.pathname}${location.search} state=${JSON.stringify(e.state)}`);
  render(location.href, e.state, 'pop');
});
window.addEventListener('hashchange', () => console.log('hashchange fired (should not for pushState)'));
document.getElementById('back').addEventListener('click', () => { console.log('click back'); history.back(); console.log('  right after back(): still at', location.pathname); });
history.replaceState({ n: 0, initial: true }, '', '/');
render('/', history.state, 'initial');
console.log('routes:', routes.map(r => `${r.pattern} ${r.re.source}`).join(' ; '));
console.log('matches:', ['/users/7', '/users/7/', '/users/a%20b', '/users', '/users/1/2'].map(p => `${p}=${JSON.stringify(match(p)?.params ?? null)}`).join(' '));
