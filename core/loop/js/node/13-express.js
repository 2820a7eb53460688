// express(): enough of it for the lessons (routes, params, send/json/status).
function express() {
  const routes = [];
  const middleware = [];
  const app = function (req, res) { handle(req, res); };
  const add = (method) => (routePath, ...handlers) => { routes.push({ method, parts: routePath.split('/'), handlers }); return app; };
  app.get = add('GET'); app.post = add('POST'); app.put = add('PUT'); app.delete = add('DELETE'); app.all = add('*');
  app.use = (fn) => { middleware.push(fn); return app; };
  app.listen = (port, cb) => http.createServer(app).listen(port, cb);
  function decorate(req, res) {
    res.status = (code) => { res.statusCode = code; return res; };
    res.send = (body) => {
      if (body !== null && typeof body === 'object' && !(body instanceof Buffer)) return res.json(body);
      if (!res.getHeader('content-type')) res.setHeader('content-type', 'text/html; charset=utf-8');
      res.end(body === undefined ? '' : body);
      return res;
    };
    res.json = (value) => { res.setHeader('content-type', 'application/json; charset=utf-8'); res.end(JSON.stringify(value)); return res; };
    res.sendStatus = (code) => { res.statusCode = code; res.end(STATUS[code] || String(code)); return res; };
    const q = req.url.indexOf('?');
    req.path = q === -1 ? req.url : req.url.slice(0, q);
    req.query = {};
    if (q !== -1) for (const pair of req.url.slice(q + 1).split('&')) { const [k, v] = pair.split('='); if (k) req.query[k] = v === undefined ? '' : v; }
  }
  function handle(req, res) {
    decorate(req, res);
    const parts = req.path.split('/');
    const stack = middleware.slice();
    for (const r of routes) {
      if (r.method !== '*' && r.method !== req.method) continue;
      if (r.parts.length !== parts.length) continue;
      const params = {};
      let ok = true;
      for (let i = 0; i < parts.length && ok; i++) {
        if (r.parts[i].startsWith(':')) params[r.parts[i].slice(1)] = parts[i];
        else if (r.parts[i] !== parts[i]) ok = false;
      }
      if (ok) for (const h of r.handlers) stack.push((rq, rs, next) => { rq.params = params; return h(rq, rs, next); });
    }
    let i = 0;
    const next = (err) => {
      if (err) { res.status(500).send('Internal Server Error'); return; }
      const fn = stack[i++];
      if (!fn) { res.status(404).send('Cannot ' + req.method + ' ' + req.path); return; }
      try {
        const r = fn(req, res, next);
        if (r && typeof r.then === 'function') r.then(undefined, next);
      } catch (e) { B.write(true, String(e && e.stack || e) + '\n'); next(e); }
    };
    next();
  }
  return app;
}
express.json = () => (req, res, next) => { try { req.body = req._body ? JSON.parse(req._body) : {}; } catch (e) { req.body = {}; } next(); };
modules.express = express;

