// fetch with AbortSignal.timeout against a slow local server: a 100 ms budget rejects with a TimeoutError, a 2 s one gets the response
const http = require('http');
const server = http.createServer((req, res) => {
  const delay = req.url === '/slow' ? 400 : 5;
  setTimeout(() => {
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ path: req.url, delay }));
  }, delay);
});
server.listen(0, async () => {
  const base = `http://localhost:${server.address().port}`;
  async function get(path, ms) {
    try {
      const res = await fetch(new URL(path, base), { signal: AbortSignal.timeout(ms) });
      console.log(`${path} within ${ms} ms:`, res.status, await res.json());
    } catch (err) {
      console.log(`${path} within ${ms} ms failed:`, err.name, err.message, err.code, err instanceof DOMException);
    }
  }
  await get('/fast', 1000);
  await get('/slow', 100);
  await get('/slow', 2000);
  server.close(() => console.log('server closed'));
});
