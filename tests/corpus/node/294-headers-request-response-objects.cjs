// Headers, Request and Response without the network: construction, normalisation,
// iteration, statics and the errors undici throws.
const h = new Headers([['X-Trace', 'a'], ['Accept', 'text/html'], ['x-trace', 'b']]);
h.append('Accept', 'application/json');
h.set('Cache-Control', '  no-cache  ');
console.log(h.get('X-TRACE'), '|', h.get('accept'), '|', h.get('cache-control'), '|', h.get('missing'));
for (const [name, value] of h) console.log(name + ': ' + value);
h.delete('x-trace');
h.forEach((value, name) => console.log('forEach', name, value));
const cookies = new Headers({ 'Set-Cookie': 'a=1' });
cookies.append('set-cookie', 'b=2');
console.log(cookies.get('set-cookie'), JSON.stringify(cookies.getSetCookie()), [...cookies].length);
const req = new Request('http://localhost:8080/a?b=1', { method: 'options', headers: new Headers({ Cookie: 'id=1' }) });
console.log(req.method, req.url, req.headers.get('cookie'), req.mode, req.credentials, req.redirect, req.duplex);
const r = Response.json({ ok: true }, { status: 202 });
console.log(r.status, r.headers.get('content-type'), r.type, Response.error().type, Response.error().status);
console.log(Response.redirect('http://localhost/next', 307).headers.get('location'));
console.log(new Response('x').headers.get('content-type'), new Response(new Uint8Array(1)).headers.get('content-type'));
const checks = [
  () => h.append('bad name', 'x'),
  () => h.set('x', 'a\nb'),
  () => new Headers([['a']]),
  () => new Request('/relative'),
  () => new Request('http://localhost/', { body: 'x' }),
  () => new Request('http://localhost/', { method: 'bad method' }),
  () => new Request('http://localhost/', { method: 'CONNECT' }),
  () => new Request('http://localhost/', { mode: 'bad' }),
  () => new Response('', { status: 600 }),
  () => Response.redirect('http://localhost/', 200),
  () => Response.json(undefined),
];
for (const check of checks) {
  try { check(); console.log('no error'); } catch (e) { console.log(e.name + ': ' + e.message); }
}
(async () => {
  const body = new Response('{"a":1}');
  console.log(JSON.stringify(await body.json()), body.bodyUsed);
  try { await body.text(); } catch (e) { console.log(e.name + ': ' + e.message); }
  const post = new Request('http://localhost/', { method: 'POST', body: 'payload' });
  const copy = new Request(post);
  console.log(post.bodyUsed, await copy.text());
  try { new Request(post); } catch (e) { console.log(e.name + ': ' + e.message); }
})();
