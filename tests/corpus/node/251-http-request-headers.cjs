const http = require('http');
const server = http.createServer((req, res) => {
  const h = { ...req.headers }; delete h.host;
  console.log(req.method, req.url, JSON.stringify(h));
  let n = 0; req.on('data', (c) => n += c.length); req.on('end', () => { res.setHeader('X-A', 'b'); res.end('ok ' + n); });
});
server.listen(0, async () => {
  const port = server.address().port;
  const go = (opts, body, parts) => new Promise((r) => { const q = http.request({ port, ...opts }, (res) => { let t=''; res.setEncoding('utf8'); res.on('data', (c)=> t+=c); res.on('end', () => { console.log('res', res.statusCode, res.headers['x-a'], t); r(); }); }); if (parts) { q.write(body.slice(0, 2)); q.end(body.slice(2)); } else q.end(body); });
  await go({ path: '/a' });
  await go({ method: 'POST', path: '/p', headers: { 'Content-Type': 'text/plain', 'X-Multi': ['1', '2'] } }, 'hello');
  await go({ method: 'POST' }, 'hello', true);
  await new Promise((r) => http.get(`http://localhost:${port}/g?x=1`, (res) => { res.resume(); res.on('end', r); }));
  await new Promise((r) => http.get(new URL(`http://localhost:${port}/u?y=2`), (res) => { res.resume(); res.on('end', r); }));
  const f = await fetch(`http://localhost:${port}/f`, { method: 'POST', headers: { 'X-Token': 'abc' }, body: 'data' });
  console.log('fetch', f.status, await f.text());
  server.close();
});
