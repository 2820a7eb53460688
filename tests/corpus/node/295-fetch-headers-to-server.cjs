// Request headers as the server sees them when they come from a Headers object, an
// array of pairs or a Request; the response headers read back by name.
const http = require('http');
const server = http.createServer((req, res) => {
  console.log('server', req.method, req.url, req.headers['x-client'], req.headers['accept'], req.headers['content-type'], req.headers['content-length']);
  res.setHeader('X-Count', String(Object.keys(req.headers).length > 0));
  res.setHeader('Content-Type', 'text/plain');
  req.resume();
  req.on('end', () => res.end(req.method + ' done'));
});
server.listen(0, async () => {
  const base = 'http://localhost:' + server.address().port;
  const headers = new Headers({ 'X-Client': 'evloop' });
  headers.append('Accept', 'text/plain');
  let res = await fetch(base + '/one', { headers });
  console.log('one', res.status, res.headers.get('x-count'), res.headers.get('content-type'), await res.text());
  res = await fetch(base + '/two', { method: 'PUT', headers: [['X-Client', 'pairs']], body: new URLSearchParams({ a: '1', b: 'x y' }) });
  console.log('two', await res.text());
  const req = new Request(base + '/three', { method: 'POST', headers: headers, body: new Blob(['blob body'], { type: 'text/x-note' }) });
  res = await fetch(req);
  console.log('three', await res.text(), req.bodyUsed);
  const controller = new AbortController();
  controller.abort();
  try { await fetch(new Request(base + '/four', { signal: controller.signal })); } catch (e) { console.log('four', e.name); }
  server.close();
});
