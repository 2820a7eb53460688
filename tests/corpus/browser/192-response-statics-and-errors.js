// Response.json, Response.error, Response.redirect and the constructor's checks, as a
// service-worker-style router or a test double would use them.
const r = Response.json({ ok: true, items: [1, 2] }, { status: 202, headers: { 'X-Source': 'cache' } });
console.log(r.status, r.statusText === '', r.headers.get('content-type'), r.headers.get('x-source'));
r.json().then((data) => console.log('json', data.ok, data.items.length));
const own = Response.json('x', { headers: { 'content-type': 'application/vnd.api+json' } });
console.log(own.headers.get('content-type'));
const err = Response.error();
console.log(err.type, err.status, err.ok, err.statusText === '', err.body);
const moved = Response.redirect('/login?next=%2F', 301);
console.log(moved.status, moved.headers.get('location'), moved.type, moved.body);
const checks = [
  () => new Response('', { status: 600 }),
  () => new Response('', { status: 199 }),
  () => new Response('x', { status: 204 }),
  () => new Response('', { statusText: 'a\nb' }),
  () => Response.redirect('/x', 200),
  () => Response.json(undefined),
  () => new Request('/x', { body: 'payload' }),
  () => new Request('/x', { method: 'HEAD', body: 'payload' }),
  () => new Request('/x', { method: 'bad method' }),
  () => new Request('/x', { method: 'connect' }),
  () => new Request('/x', { mode: 'bad' }),
  () => new Request(),
];
for (const check of checks) {
  try { check(); console.log('no error'); } catch (e) { console.log(e.name + ': ' + e.message); }
}
