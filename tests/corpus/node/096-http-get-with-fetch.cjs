// http server on port 0 and a global fetch: the handler runs before the client sees the response.
const http = require('http');
const server = http.createServer((req, res) => {
  console.log('server got', req.method, req.url);
  res.end('ok');
});
server.listen(0, async () => {
  const { port } = server.address();
  const r = await fetch('http://localhost:' + port + '/menu?day=monday');
  console.log('client status', r.status, r.ok);
  console.log('client body', await r.text());
  server.close(() => console.log('server closed'));
});
