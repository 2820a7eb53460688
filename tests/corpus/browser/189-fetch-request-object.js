// A Request built by application code: its URL resolved against the page, headers and
// method normalised, then passed to fetch (the tester's sidebar reproduction).
const req = new Request('/api/sidebar?v=2', { headers: { 'X-Requested-With': 'fetch' } });
console.log(`${req.method} ${new URL(req.url).pathname} ${req.headers.get('x-requested-with')}`);
fetch(req).then((r) => r.json()).then((j) => { console.log(JSON.stringify(j)); head(); });
const post = new Request('/api/items', {
  method: 'post',
  headers: [['Content-Type', 'application/json'], ['Accept', 'application/json']],
  body: JSON.stringify({ name: 'pen', qty: 2 }),
});
console.log(post.method, post.url, post.headers.get('content-type'), post.bodyUsed);
console.log(post.mode, post.credentials, post.cache, post.redirect, post.referrer);
const copy = new Request(post, { method: 'PUT' });
console.log(copy.method, copy.url === post.url, copy.headers.get('accept'), post.bodyUsed);
copy.json().then((data) => console.log('copy body', data.name, data.qty, copy.bodyUsed));
console.log(new Request('http://other.test/a b?q=1#top').url);
console.log(new Request('x', { method: 'delete' }).method, new Request('x', { method: 'patch' }).method);
// Started after the first response, so that the two never race.
const head = () => fetch('/api/head').then(async (res) => {
  const clone = res.clone();
  console.log(typeof res.blob, typeof res.clone, res.statusText);
  console.log((await res.blob()).size, await clone.text());
});
