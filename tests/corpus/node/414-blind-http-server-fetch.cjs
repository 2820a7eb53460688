// A small JSON API with http.createServer, queried with fetch, then closed.
const http = require('http');

const todos = [{ id: 1, title: 'write tests', done: false }];
const server = http.createServer(async (req, res) => {
  const url = new URL(req.url, 'http://localhost');
  const send = (status, body) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  if (req.method === 'GET' && url.pathname === '/todos') {
    const done = url.searchParams.get('done');
    return send(200, done === null ? todos : todos.filter((t) => String(t.done) === done));
  }
  if (req.method === 'POST' && url.pathname === '/todos') {
    let raw = '';
    for await (const chunk of req) raw += chunk;
    try {
      const { title } = JSON.parse(raw);
      if (!title) return send(400, { error: 'title required' });
      const todo = { id: todos.length + 1, title, done: false };
      todos.push(todo);
      return send(201, todo);
    } catch (e) {
      return send(400, { error: 'bad json' });
    }
  }
  send(404, { error: `no route for ${req.method} ${url.pathname}` });
});

server.listen(38917, '127.0.0.1', async () => {
  const base = 'http://127.0.0.1:38917';
  const show = async (label, res) => console.log(label, res.status, res.headers.get('content-type'), JSON.stringify(await res.json()));
  await show('list', await fetch(`${base}/todos`));
  await show('create', await fetch(`${base}/todos`, { method: 'POST', body: JSON.stringify({ title: 'ship it' }) }));
  await show('bad', await fetch(`${base}/todos`, { method: 'POST', body: '{oops' }));
  await show('missing', await fetch(`${base}/todos`, { method: 'POST', body: '{}' }));
  await show('filter', await fetch(`${base}/todos?done=false`));
  await show('404', await fetch(`${base}/nope`, { method: 'DELETE' }));
  server.close(() => console.log('server closed'));
});
