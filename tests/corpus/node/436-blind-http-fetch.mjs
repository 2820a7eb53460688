// A tiny JSON API served by http.createServer and queried with fetch
import http from 'node:http';

const todos = [
  { id: 1, title: 'write tests', done: false },
  { id: 2, title: 'fix bug', done: true },
];

const server = http.createServer(async (req, res) => {
  console.log(`server: ${req.method} ${req.url}`);
  const url = new URL(req.url, 'http://localhost');
  if (req.method === 'GET' && url.pathname === '/todos') {
    const done = url.searchParams.get('done');
    const list = done == null ? todos : todos.filter((t) => String(t.done) === done);
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(list));
  } else if (req.method === 'POST' && url.pathname === '/todos') {
    let body = '';
    for await (const chunk of req) body += chunk;
    const todo = { id: todos.length + 1, ...JSON.parse(body), done: false };
    todos.push(todo);
    res.writeHead(201, { 'content-type': 'application/json', location: `/todos/${todo.id}` });
    res.end(JSON.stringify(todo));
  } else {
    res.writeHead(404, { 'content-type': 'text/plain' });
    res.end('not found');
  }
});

await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const base = `http://127.0.0.1:${server.address().port}`;

let res = await fetch(`${base}/todos`);
console.log('client:', res.status, res.headers.get('content-type'), await res.json());

res = await fetch(`${base}/todos`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ title: 'ship it' }),
});
console.log('client:', res.status, res.headers.get('location'), await res.json());

res = await fetch(`${base}/todos?done=false`);
console.log('client: open todos', (await res.json()).map((t) => t.title));

res = await fetch(`${base}/nope`);
console.log('client:', res.status, res.ok, await res.text());

server.close(() => console.log('server closed'));
