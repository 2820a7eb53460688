// Response bodies read as text, json, blob, arrayBuffer and bytes; bodyUsed, clone and
// the "already used" errors; the order against timers and microtasks.
setTimeout(() => console.log('timeout 0'), 0);
Promise.resolve().then(() => console.log('microtask'));
async function main() {
  const r = new Response('héllo wörld', { status: 201, statusText: 'Created', headers: { 'X-Id': '7' } });
  console.log(r.status, r.ok, r.statusText, r.type, r.url === '', r.redirected, r.bodyUsed, r.headers.get('content-type'));
  const c = r.clone();
  const buf = await r.arrayBuffer();
  console.log('arrayBuffer', buf.byteLength, buf instanceof ArrayBuffer, r.bodyUsed, c.bodyUsed);
  try { await r.text(); } catch (e) { console.log(e.name + ': ' + e.message); }
  try { r.clone(); } catch (e) { console.log(e.name + ': ' + e.message); }
  const bytes = await c.bytes();
  console.log('bytes', bytes.constructor.name, bytes.length, bytes[1], bytes[2]);
  const blob = await new Response('<p>hi</p>', { headers: { 'Content-Type': 'Text/HTML' } }).blob();
  console.log('blob', blob.size, blob.type, blob instanceof Blob, await blob.text());
  const fromBlob = new Response(new Blob(['{"a":[1,2]}'], { type: 'application/json' }));
  console.log(fromBlob.headers.get('content-type'), JSON.stringify(await fromBlob.json()));
  const fromBytes = new Response(new Uint8Array([104, 105]));
  console.log(fromBytes.headers.get('content-type'), await fromBytes.text());
  const form = new Response(new URLSearchParams({ q: 'a b', page: '2' }));
  console.log(form.headers.get('content-type'), await form.text());
  const empty = new Response(null, { status: 204 });
  console.log(empty.status, empty.ok, empty.body, JSON.stringify(await empty.text()), empty.bodyUsed);
  try { await new Response('x').json(); } catch (e) { console.log(e.name); }
}
main().then(() => console.log('done'));
