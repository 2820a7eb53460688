// A JSON API client built on Request objects: method, headers and a JSON body carried
// by the Request to a local http server; the response read as json and text.
const http = require('http');
const server = http.createServer((req, res) => {
  let body = '';
  req.on('data', (c) => { body += c; });
  req.on('end', () => {
    console.log('server', req.method, req.url, req.headers['content-type'], req.headers['x-api-key'], body);
    res.setHeader('Content-Type', 'application/json');
    res.setHeader('X-Request-Id', '42');
    res.statusCode = req.method === 'POST' ? 201 : 200;
    res.end(JSON.stringify({ method: req.method, got: body ? JSON.parse(body) : null }));
  });
});
server.listen(0, async () => {
  const base = 'http://localhost:' + server.address().port;
  const create = new Request(base + '/items', {
    method: 'post',
    headers: { 'Content-Type': 'application/json', 'X-Api-Key': 'k1' },
    body: JSON.stringify({ name: 'pen', qty: 2 }),
  });
  console.log('request', create.method, create.url === base + '/items', create.headers.get('content-type'), create.bodyUsed);
  const res = await fetch(create);
  console.log('response', res.status, res.ok, res.statusText, res.headers.get('x-request-id'), res.url === base + '/items');
  const data = await res.json();
  console.log('data', data.method, JSON.stringify(data.got), res.bodyUsed, create.bodyUsed);
  const list = new Request(base + '/items?page=2', { headers: [['X-Api-Key', 'k2']] });
  const text = await (await fetch(list, { method: 'DELETE' })).text();
  console.log('text', text);
  try { await fetch(create); } catch (e) { console.log(e.name + ': ' + e.message); }
  server.close(() => console.log('closed'));
});
