// fetch with Promise.all, error handling and an aborted request.
async function getJSON(path, opts) {
  const res = await fetch(path, opts);
  if (!res.ok) throw new Error(`HTTP ${res.status} for ${path}`);
  return res.json();
}

(async () => {
  console.log('start');
  const [a, b] = await Promise.all([getJSON('/api/users?page=1'), getJSON('/api/posts/7')]);
  console.log('a.url =', a.url, '| b.url =', b.url);

  const res = await fetch('/api/info');
  console.log('status', res.status, res.ok, 'type json?', res.headers.get('content-type').includes('application/json'));
  const text = await res.text();
  console.log('body text', text, 'bodyUsed', res.bodyUsed);
  try { await res.json(); } catch (e) { console.log('reading twice:', e.name); }

  const ac = new AbortController();
  ac.abort();
  try { await fetch('/api/slow', { signal: ac.signal }); } catch (e) { console.log('aborted:', e.name); }

  const settled = await Promise.allSettled(['/x', '/y'].map((p) => getJSON(p)));
  console.log(settled.map((s) => `${s.status}:${s.value?.url}`).join(' '));

  const r = new Response(JSON.stringify({ ok: 1 }), { status: 201, headers: { 'X-Test': 'yes' } });
  console.log(r.status, r.statusText === '', r.headers.get('x-test'), (await r.json()).ok);
  const u = new URL('/search?q=event loop&lang=en', 'https://example.com');
  u.searchParams.append('page', '2');
  console.log(u.href, u.searchParams.get('q'));
})();
