// POST body arrives through 'data' and 'end' events on the request; the response echoes it.
const http = require('http');
const server = http.createServer((req, res) => {
  let body = '';
  req.on('data', (chunk) => (body += chunk));
  req.on('end', () => {
    console.log('server got', req.method, req.url, 'body', body);
    res.end('hello ' + body.split('=')[1]);
  });
});
server.listen(0, async () => {
  const url = 'http://localhost:' + server.address().port + '/greet';
  const r = await fetch(url, { method: 'POST', body: 'name=ada' });
  console.log(r.status, await r.text());
  server.close();
});
