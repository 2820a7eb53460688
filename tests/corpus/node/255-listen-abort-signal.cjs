// A server started with an AbortSignal closes when the signal aborts.
const http = require('http');
const ac = new AbortController();
const server = http.createServer((req, res) => res.end('ok'));
server.on('close', () => console.log('close event, listening =', server.listening));
server.listen({ port: 0, signal: ac.signal }, async () => {
  console.log('listening', server.listening);
  const r = await fetch(`http://localhost:${server.address().port}/`);
  console.log('got', await r.text());
  setTimeout(() => { console.log('aborting'); ac.abort(); }, 30);
});
const done = new AbortController();
done.abort();
const early = http.createServer();
early.on('close', () => console.log('early server closed'));
early.listen({ port: 0, signal: done.signal });
