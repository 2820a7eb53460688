// A server with a slow route that blocks the event loop with a CPU-bound loop and a fast
// route. The client asks for /slow, then for /fast 10 ms later: /fast has to wait until
// /slow's loop is over, because there is only one thread running JavaScript.
// @input get /slow @ 10ms
// @input get /fast @ 20ms
const http = require('http');
const server = http.createServer((req, res) => {
  if (req.url === '/slow') {
    const start = performance.now();
    while (performance.now() - start < 300) {} // e.g. hashing a password synchronously
    res.end('slow done');
  } else {
    res.end('fast');
  }
});
server.listen(3000, () => console.log('listening on 3000'));
setTimeout(() => server.close(() => console.log('closed')), 1000);
