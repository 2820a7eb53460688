const http = require('http');
const server = http.createServer(async (req, res) => {
  let body = '';
  for await (const chunk of req) body += chunk;
  console.log('server got', req.method, req.url, body);
  res.end('echo:' + body);
});
server.listen(0, async () => {
  const { port } = server.address();
  const req = http.request({ port, method: 'POST', path: '/data' }, async (res) => {
    const chunks = [];
    for await (const c of res) chunks.push(c);
    console.log('client got', res.statusCode, Buffer.concat(chunks).toString());
    server.close(() => console.log('closed'));
  });
  req.write('hello ');
  req.end('world');
});
