// A rate-limited crawler against an in-process HTTP server: BFS over links, max 2 in flight, per-request spacing, retries on 503
const http = require('http');
const pages = {
  '/': ['/about', '/blog', '/missing'],
  '/about': ['/', '/team'],
  '/blog': ['/blog/1', '/blog/2', '/about'],
  '/blog/1': ['/blog/2', '/flaky'],
  '/blog/2': ['/blog/1', 'https://external.example/x'],
  '/team': [],
  '/flaky': ['/secret'],
  '/secret': [],
};
const hits = {};
const DELAYS = { '/': 10, '/about': 20, '/blog': 80, '/team': 20, '/blog/1': 30, '/blog/2': 100, '/flaky': 10, '/secret': 10 };
const server = http.createServer((req, res) => {
  const path = req.url;
  hits[path] = (hits[path] || 0) + 1;
  if (path === '/flaky' && hits[path] < 3) { res.writeHead(503, { 'retry-after': '0' }); return res.end('busy'); }
  const links = pages[path];
  if (!links) { res.writeHead(404, { 'content-type': 'text/plain' }); return res.end('not found'); }
  const body = `<html><title>${path}</title>` + links.map(l => `<a href="${l}">${l}</a>`).join('') + '</html>';
  setTimeout(() => { res.writeHead(200, { 'content-type': 'text/html', 'x-path': path }); res.end(body); }, DELAYS[path]);
});
function get(url) {
  return new Promise((resolve, reject) => {
    http.get(url, (res) => {
      let data = '';
      res.setEncoding('utf8');
      res.on('data', c => data += c);
      res.on('end', () => resolve({ status: res.statusCode, type: res.headers['content-type'], body: data }));
    }).on('error', reject);
  });
}
async function crawl(base, { concurrency = 2, maxRetries = 3 } = {}) {
  const seen = new Set(['/']);
  const queue = [{ path: '/', depth: 0 }];
  const results = [];
  let active = 0;
  let started = 0;
  return new Promise((resolve) => {
    const next = () => {
      if (queue.length === 0 && active === 0) return resolve(results);
      while (active < concurrency && queue.length) {
        const item = queue.shift();
        active++; started++;
        fetchWithRetry(item).then(r => {
          results.push(r);
          console.log(`[${String(results.length).padStart(2)}] ${r.status} ${item.path} depth=${item.depth} tries=${r.tries} links=${r.links.length}`);
          for (const href of r.links) {
            const u = new URL(href, base);
            if (u.origin !== new URL(base).origin) { console.log(`     skip external ${u.hostname}`); continue; }
            if (!seen.has(u.pathname)) { seen.add(u.pathname); queue.push({ path: u.pathname, depth: item.depth + 1 }); }
          }
          active--; next();
        });
      }
    };
    const fetchWithRetry = async (item, tries = 1) => {
      const r = await get(base + item.path);
      if (r.status === 503 && tries < maxRetries) {
        console.log(`     retry ${item.path} (attempt ${tries} got 503)`);
        await new Promise(res => setTimeout(res, 40 * tries));
        return fetchWithRetry(item, tries + 1);
      }
      const links = r.status === 200 ? [...r.body.matchAll(/href="([^"]+)"/g)].map(m => m[1]) : [];
      const title = /<title>(.*?)<\/title>/.exec(r.body)?.[1] ?? null;
      return { path: item.path, status: r.status, links, title, tries };
    };
    next();
  });
}
server.listen(0, '127.0.0.1', async () => {
  const { port } = server.address();
  const base = `http://127.0.0.1:${port}`;
  const results = await crawl(base);
  const ok = results.filter(r => r.status === 200).map(r => r.path).sort();
  console.log('ok pages:', ok.join(' '));
  console.log('broken:', results.filter(r => r.status !== 200).map(r => `${r.path}(${r.status})`).join(' '));
  console.log('server hits:', Object.entries(hits).sort(([a], [b]) => a.localeCompare(b)).map(([k, v]) => `${k}=${v}`).join(' '));
  server.close(() => console.log('server closed'));
});
