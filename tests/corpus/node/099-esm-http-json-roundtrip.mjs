// ES module: a JSON API served by http and read with fetch + r.json(), all with top-level await.
import http from 'node:http';
const server = http.createServer((req, res) => {
  res.setHeader('content-type', 'application/json');
  res.end(JSON.stringify({ path: req.url, method: req.method, items: [1, 2, 3] }));
});
await new Promise((resolve) => server.listen(0, resolve));
const r = await fetch('http://localhost:' + server.address().port + '/api/items');
console.log('content-type', r.headers.get('content-type'));
const data = await r.json();
console.log(data);
await new Promise((resolve) => server.close(resolve));
console.log('server closed');
