// A client that only needs the status code calls res.resume() to discard the body,
// as Node's http docs advise; 'end' still comes.
const http = require('http');
const server = http.createServer((req, res) => {
  res.writeHead(req.url === '/health' ? 204 : 404);
  res.end(req.url === '/health' ? undefined : 'missing');
});
server.listen(3461, () => {
  http.get('http://localhost:3461/health', (res) => {
    console.log('health', res.statusCode, res.isPaused());
    res.resume();
    res.on('end', () => {
      console.log('health body discarded');
      http.get('http://localhost:3461/other', (res2) => {
        let body = '';
        res2.setEncoding('utf8');
        res2.on('data', (c) => (body += c));
        res2.on('end', () => {
          console.log('other', res2.statusCode, body);
          server.close(() => console.log('closed'));
        });
      });
    });
  });
});
