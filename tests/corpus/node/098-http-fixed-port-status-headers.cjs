// A server on port 3456 answers 404 with a custom header; fetch exposes status, ok and headers.
const http = require('http');
const server = http.createServer((req, res) => {
  console.log('request for', req.url);
  res.writeHead(404, { 'content-type': 'text/plain', 'x-shelf': 'empty' });
  res.end('no such book');
});
server.listen(3456, async () => {
  const r = await fetch('http://localhost:3456/books/42');
  console.log('status', r.status, 'ok', r.ok);
  console.log('x-shelf', r.headers.get('x-shelf'));
  console.log('body', await r.text());
  server.close(() => console.log('closed'));
});
