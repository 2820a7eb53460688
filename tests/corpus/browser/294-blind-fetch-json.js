// @until 2000
// fetch: parallel requests, ordering with Promise.all, and error handling
async function getJSON(path) {
  const res = await fetch(path);
  if (!res.ok) throw new Error(`HTTP ${res.status} for ${path}`);
  return res.json();
}

async function main() {
  const paths = ['/api/users/1', '/api/users/2', '/api/posts?limit=2'];
  const started = [];
  const results = await Promise.all(paths.map((p) => {
    started.push(p);
    return getJSON(p);
  }));
  console.log(`started in order: ${started.join(' ')}`);
  console.log(`results in input order: ${results.map((r) => r.url).join(' ')}`);

  const res = await fetch('/api/headers');
  console.log(`status ${res.status} ok ${res.ok} type ${res.headers.get('content-type')}`);
  const text = await res.text();
  console.log(`body text ${text}`);
  try {
    await res.json();
  } catch (e) {
    console.log(`reading twice: ${e.name}`);
  }

  const first = await Promise.race(paths.map((p) => getJSON(p).then((r) => r.url.length)));
  console.log(`race resolved with a number: ${typeof first}`);

  const settled = await Promise.allSettled([getJSON('/missing.js'), getJSON('/ok')]);
  console.log(settled.map((s) => (s.status === 'fulfilled' ? `ok ${s.value.url}` : `error ${s.reason.message}`)).join(' | '));

  const ac = new AbortController();
  const pending = fetch('/slow', { signal: ac.signal });
  ac.abort();
  try {
    await pending;
  } catch (e) {
    console.log(`aborted fetch: ${e.name}`);
  }
}
console.log('before main');
main().then(() => console.log('main done'));
console.log('after main (fetch is async)');
