// Cancelling fetch with an AbortController: aborted before the call, aborted while the request is out, and a custom reason
const http = require('http');
const server = http.createServer((req, res) => setTimeout(() => res.end('done ' + req.url), 100));
server.listen(0, async () => {
  const url = `http://localhost:${server.address().port}`;
  const early = new AbortController();
  early.abort();
  await fetch(url + '/early', { signal: early.signal }).catch((e) => console.log('early:', e.name, e.message, e.code));
  const midway = new AbortController();
  const pending = fetch(url + '/midway', { signal: midway.signal });
  setTimeout(() => { console.log('aborting'); midway.abort(); }, 20);
  await pending.catch((e) => console.log('midway:', e.name, e.message));
  const custom = new AbortController();
  const p = fetch(url + '/custom', { signal: custom.signal });
  custom.abort(new Error('navigated away'));
  await p.catch((e) => console.log('custom:', e.message, e instanceof DOMException));
  const res = await fetch(url + '/ok', { signal: new AbortController().signal });
  console.log('ok:', await res.text());
  server.close();
});
