// fetch() of the page's own server with AbortController and a JSON body
(async () => {
  const res = await fetch('/api/users?page=2');
  console.log('status', res.status, 'ok', res.ok, 'type', res.headers.get('content-type'));
  console.log('body', await res.json());

  const controller = new AbortController();
  const pending = fetch('/api/slow', { signal: controller.signal });
  controller.abort();
  try {
    await pending;
  } catch (e) {
    console.log('aborted:', e.name, e.message);
  }

  try {
    await fetch('/api/x', { signal: AbortSignal.abort(new Error('custom reason')) });
  } catch (e) {
    console.log('pre-aborted with reason:', e.message);
  }

  const urls = ['/a', '/b', '/c'];
  const bodies = await Promise.all(urls.map((u) => fetch(u).then((r) => r.json())));
  console.log('parallel:', bodies.map((b) => b.url).join(' '));

  const req = new Request('/submit', { method: 'post', headers: { 'X-Kind': 'demo' } });
  console.log(req.method, new URL(req.url).pathname, req.headers.get('x-kind'));
  const r2 = await fetch(req);
  console.log('posted', r2.status, (await r2.json()).url);
})();
console.log('fetches started');
