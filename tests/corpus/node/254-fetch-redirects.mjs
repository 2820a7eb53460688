// fetch follows redirects: 302 and 303 become GETs, 307 keeps the method and body.
import http from 'node:http';
const server = http.createServer((req, res) => {
  let body = '';
  req.on('data', (c) => (body += c));
  req.on('end', () => {
    console.log('server', req.method, req.url, JSON.stringify(body));
    if (req.url === '/old') { res.writeHead(302, { location: '/new' }); res.end(); }
    else if (req.url === '/form') { res.writeHead(303, { Location: '/done?from=form' }); res.end(); }
    else if (req.url === '/temp') { res.writeHead(307, { location: '/new' }); res.end(); }
    else if (req.url === '/loop') { res.writeHead(302, { location: '/loop' }); res.end(); }
    else res.end(JSON.stringify({ at: req.url }));
  });
});
server.listen({ port: 0, host: '127.0.0.1' }, async () => {
  const { address, family } = server.address();
  console.log(address, family);
  const base = `http://127.0.0.1:${server.address().port}`;
  const show = (r) => console.log(r.status, r.redirected, new URL(r.url).pathname + new URL(r.url).search);
  let r = await fetch(base + '/old'); show(r); console.log(await r.text());
  r = await fetch(base + '/form', { method: 'POST', body: 'a=1' }); show(r);
  r = await fetch(base + '/temp', { method: 'POST', body: 'keep' }); show(r);
  r = await fetch(base + '/old', { redirect: 'manual' }); show(r);
  try { await fetch(base + '/old', { redirect: 'error' }); } catch (e) { console.log(e.name, e.message); }
  r = await fetch(base + '/new'); show(r);
  server.close();
});
