// fetch() of data: and blob: URLs (no network needed)
(async () => {
  const r1 = await fetch('data:application/json,{"hello":"world","n":[1,2,3]}');
  console.log('data json:', r1.status, r1.ok, r1.headers.get('content-type'));
  console.log(await r1.json());

  const r2 = await fetch('data:text/plain;base64,SGVsbG8sIGJhc2U2NCE=');
  console.log('data base64 text:', await r2.text());

  const blob = new Blob(['line one\n', 'line two\n', JSON.stringify({ a: 1 })], { type: 'text/plain' });
  console.log('blob size', blob.size, 'type', blob.type);
  const url = URL.createObjectURL(blob);
  console.log('blob url scheme:', url.split(':')[0]);
  const r3 = await fetch(url);
  const text = await r3.text();
  console.log('blob text lines:', text.split('\n'));

  const sliced = await blob.slice(5, 13).text();
  console.log('slice:', JSON.stringify(sliced));
  const buf = await blob.arrayBuffer();
  console.log('first bytes:', Array.from(new Uint8Array(buf).slice(0, 4)));

  URL.revokeObjectURL(url);
  try {
    await fetch(url);
    console.log('revoked url still fetched?!');
  } catch (e) {
    console.log('revoked url fails:', e.name, e.message);
  }

  const res = new Response('{"made":"locally"}', { status: 201, headers: { 'X-Test': 'yes' } });
  console.log(res.status, res.statusText === '', res.headers.get('x-test'), await res.clone().json(), res.bodyUsed);
  console.log('bodyUsed after text():', await res.text().then(() => res.bodyUsed));
})();
