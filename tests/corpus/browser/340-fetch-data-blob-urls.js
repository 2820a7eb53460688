// fetch() of data: and blob: URLs in the page: no network; the response comes in a task
// about a millisecond later, after a 0 ms timer; a bad one (a blob: URL that names no Blob)
// fails then.
const log = (s) => console.log(s);
setTimeout(() => log('timeout 0'), 0);
setTimeout(() => log('timeout 200'), 200);
Promise.resolve().then(() => log('microtask'));
fetch('data:text/plain;charset=utf-8,caf%C3%A9').then((r) => log(`data response: ${r.status} ${r.statusText} ${r.headers.get('content-type')}`));
(async () => {
  const plain = await fetch('data:,a%20b#ignored');
  log(`no type: ${plain.headers.get('content-type')} ${plain.url} [${await plain.text()}]`);
  const b64 = await fetch('data:image/svg+xml;base64,PHN2Zy8+');
  log(`base64: ${b64.headers.get('content-type')} [${await b64.text()}]`);
  const quoted = await fetch('data:text/html; Charset="utf-8" ,<b>');
  log(`params: ${quoted.headers.get('content-type')} [${await quoted.text()}]`);
  for (const bad of ['data:text/plain;base64,@@', 'data:no-comma', 'blob:' + location.origin + '/0000-not-a-blob']) {
    try { await fetch(bad); log('bad ok'); } catch (e) { log(`bad: ${e.name} ${e.message}`); }
  }
  const blob = new Blob(['{"items":', '[1,2,3]}'], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const r = await fetch(url);
  log(`blob: ${r.status} ${r.headers.get('content-type')} ${r.headers.get('content-length')} ${r.url === url}`);
  log(`blob json: ${JSON.stringify(await r.json())}`);
  try { await fetch(url, { method: 'POST', body: 'x' }); log('blob POST ok'); } catch (e) { log(`blob POST: ${e.name} ${e.message}`); }
  const untyped = URL.createObjectURL(new Blob(['raw']));
  const u = await fetch(untyped);
  log(`untyped blob: ${u.headers.get('content-type')} ${await u.text()}`);
  URL.revokeObjectURL(url);
  try { await fetch(url); log('revoked ok'); } catch (e) { log(`revoked: ${e.name} ${e.message}`); }
  log('done');
})();
