// ES module: listen(0) binds at once (server.listening is true) but its callback runs later; sequential fetches arrive in order.
import http from 'node:http';
let hits = 0;
const server = http.createServer((req, res) => {
  hits++;
  console.log('hit', hits, req.url);
  res.end(String(hits));
});
let called = false;
const listening = new Promise((resolve) => server.listen(0, () => resolve(called = true)));
console.log('server.listening:', server.listening, 'callback ran:', called);
await listening;
const base = 'http://localhost:' + server.address().port;
for (const room of ['/kitchen', '/hall', '/attic']) {
  const r = await fetch(base + room);
  console.log(room, 'answered', await r.text());
}
server.close();
