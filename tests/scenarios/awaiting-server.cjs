// The same server as blocked-server.cjs, but /slow waits for a timer instead of
// computing: while it waits, the event loop is free and /fast answers at once.
// @input get /slow @ 10ms
// @input get /fast @ 20ms
const http = require('http');
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const server = http.createServer(async (req, res) => {
  if (req.url === '/slow') {
    await sleep(300); // e.g. waiting for a database
    res.end('slow done');
  } else {
    res.end('fast');
  }
});
server.listen(3000, () => console.log('listening on 3000'));
setTimeout(() => server.close(() => console.log('closed')), 1000);
