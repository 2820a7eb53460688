// A small client-side router: parse location-like strings with URL / URLSearchParams,
// match route patterns, build links, and push state into history.
const routes = [
  { name: 'home', pattern: '/' },
  { name: 'product', pattern: '/products/:id' },
  { name: 'review', pattern: '/products/:id/reviews/:reviewId' },
  { name: 'search', pattern: '/search' },
];

function compile(pattern) {
  const keys = [];
  const re = new RegExp('^' + pattern.replace(/\/:([A-Za-z]+)/g, (_, k) => { keys.push(k); return '/([^/]+)'; }) + '/?$');
  return { re, keys };
}
const compiled = routes.map((r) => ({ ...r, ...compile(r.pattern) }));

function match(href) {
  const url = new URL(href, 'https://shop.example.com/base/');
  for (const r of compiled) {
    const m = r.re.exec(url.pathname);
    if (m) {
      const params = Object.fromEntries(r.keys.map((k, i) => [k, decodeURIComponent(m[i + 1])]));
      return { route: r.name, params, query: Object.fromEntries(url.searchParams), hash: url.hash };
    }
  }
  return { route: 'not-found', path: url.pathname };
}

const samples = [
  'https://shop.example.com/',
  '/products/42?ref=mail&utm_source=news',
  '/products/caf%C3%A9%20cr%C3%A8me/reviews/7#top',
  '/search?q=red+shoes&size=42&size=43&sort=',
  'https://shop.example.com:8443/search/?q=a%26b',
  '../admin',
  'products/9',
];
for (const s of samples) console.log(`${s} => ${JSON.stringify(match(s))}`);

const params = new URLSearchParams('q=red+shoes&size=42&size=43&sort=');
console.log(`getAll size: ${params.getAll('size')}, has sort: ${params.has('sort')}, sort="${params.get('sort')}"`);
params.append('page', 2);
params.set('size', '44');
params.delete('sort');
params.sort();
console.log(`rebuilt: ${params.toString()}`);
console.log(`entries: ${[...params].map(([k, v]) => `${k}=${v}`).join(' ; ')}`);
console.log(`special chars: ${new URLSearchParams({ a: 'x y', b: 'ä&=?', c: '1+1' })}`);

const u = new URL('https://user:pa%20ss@Shop.Example.com:443/a/./b/../c?x=1#frag');
console.log(`href=${u.href}`);
console.log(`origin=${u.origin} host=${u.host} port="${u.port}" user=${u.username} path=${u.pathname}`);
u.searchParams.append('y', 'two words');
u.hash = '';
u.pathname = '/new path/ü';
console.log(`mutated: ${u}`);
console.log(`JSON: ${JSON.stringify({ link: new URL('/x?y=1', 'http://a.test') })}`);
console.log(`canParse: ${typeof URL.canParse === 'function' ? [URL.canParse('nope'), URL.canParse('/p', 'http://h')].join(',') : 'n/a'}`);
try {
  new URL('not a url');
} catch (e) {
  console.log(`${e.name}: ${e.message}`);
}

console.log(`location: ${location.pathname} ${location.origin}`);
history.pushState({ route: 'product', id: 42 }, '', '/products/42?tab=specs');
console.log(`after pushState: ${location.pathname}${location.search}, state=${JSON.stringify(history.state)}`);
console.log(`matched current: ${JSON.stringify(match(location.href))}`);
history.replaceState(null, '', '?tab=reviews#r1');
console.log(`after replaceState: ${location.href.replace(location.origin, '')}, state=${history.state}`);
