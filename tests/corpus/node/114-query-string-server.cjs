// A server parsing request URLs with new URL(req.url, base): pathname routing, searchParams with repeated keys, and + / %20 decoding
const http = require('http');
const server = http.createServer((req, res) => {
  const url = new URL(req.url, `http://${req.headers.host || 'localhost'}`);
  const params = url.searchParams;
  const body = { path: url.pathname, q: params.get('q'), tags: params.getAll('tag'), page: Number(params.get('page') || 1), keys: [...params.keys()] };
  console.log('server saw', url.pathname, params);
  res.setHeader('content-type', 'application/json');
  res.end(JSON.stringify(body));
});
server.listen(0, async () => {
  const port = server.address().port;
  for (const path of ['/search?q=event+loop&tag=node&tag=libuv&page=2', '/search?q=caf%C3%A9%20cr%C3%A8me', '/items/']) {
    const res = await fetch(`http://localhost:${port}${path}`);
    console.log('client got', await res.json());
  }
  server.close();
});
