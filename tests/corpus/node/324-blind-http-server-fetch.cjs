const http = require('node:http');

const server = http.createServer((req, res) => {
  let body = '';
  req.on('data', (c) => (body += c));
  req.on('end', () => {
    if (req.url === '/echo' && req.method === 'POST') {
      res.writeHead(201, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ got: JSON.parse(body), len: body.length }));
    } else if (req.url.startsWith('/hello')) {
      const name = new URL(req.url, 'http://x').searchParams.get('name') ?? 'world';
      res.end(`hello ${name}`);
    } else {
      res.statusCode = 404;
      res.end('nope');
    }
  });
});

server.listen(0, async () => {
  const base = `http://127.0.0.1:${server.address().port}`;
  const r1 = await fetch(`${base}/hello?name=blind`);
  console.log(r1.status, await r1.text());
  const r2 = await fetch(`${base}/echo`, { method: 'POST', body: JSON.stringify({ a: [1, 2] }) });
  console.log(r2.status, r2.headers.get('content-type'), await r2.json());
  const r3 = await fetch(`${base}/missing`);
  console.log(r3.status, r3.ok, await r3.text());
  server.close(() => console.log('server closed'));
});
