// ---------------------------------------------------------------------------------------
// http: servers on a simulated localhost network. A request crosses the network
// (network_ms), is parsed, and the server's 'request' listener runs in a poll phase; the
// response crosses back the same way. Outside localhost there is no network.

const servers = new Map(); // port → Server
let NET = { oneWay: 1 };
const STATUS = { 200: 'OK', 201: 'Created', 204: 'No Content', 301: 'Moved Permanently', 302: 'Found', 304: 'Not Modified',
  400: 'Bad Request', 401: 'Unauthorized', 403: 'Forbidden', 404: 'Not Found', 500: 'Internal Server Error', 503: 'Service Unavailable' };

// A request or response body: a Readable fed by the simulated HTTP parser (push, then
// push(null)), so 'data', async iteration, pipe() and setEncoding() work as in Node's
// lib/_http_incoming.js. A body nobody reads is dumped once the exchange is over, so its
// 'end' still comes.
class IncomingMessage extends Readable {
  constructor(method, url, headers, body) {
    super();
    this.method = method; this.url = url; this.headers = headers; this.httpVersion = '1.1';
    this.complete = false;
    Object.defineProperty(this, '_body', { value: body });
    Object.defineProperty(this, '_consuming', { value: false, writable: true });
    Object.defineProperty(this, '_dumped', { value: false, writable: true });
  }
  _read() { this._consuming = true; }
  read(n) {
    if (!this._consuming) { this._readableState.readingMore = false; this._consuming = true; }
    return Readable.prototype.read.call(this, n);
  }
  // The parser's part: the whole body arrives in one chunk.
  _deliverBody() {
    if (this._body) this.push(Buffer.from(this._body));
    this.complete = true;
    this.push(null);
  }
  _dump() {
    if (this._dumped) return;
    this._dumped = true;
    this.removeAllListeners('data');
    this.resume();
  }
}
class ServerResponse extends EventEmitter {
  constructor(deliver) {
    super();
    this.statusCode = 200; this.statusMessage = undefined; this.headersSent = false; this.writableEnded = false;
    Object.defineProperty(this, '_headers', { value: Object.create(null) });
    Object.defineProperty(this, '_chunks', { value: [] });
    Object.defineProperty(this, '_deliver', { value: deliver });
  }
  setHeader(name, value) { this._headers[String(name).toLowerCase()] = String(value); return this; }
  getHeader(name) { return this._headers[String(name).toLowerCase()]; }
  writeHead(status, message, headers) {
    if (typeof message === 'object') { headers = message; message = undefined; }
    this.statusCode = status;
    if (message) this.statusMessage = message;
    if (headers) for (const k of Object.keys(headers)) this.setHeader(k, headers[k]);
    this.headersSent = true;
    return this;
  }
  write(chunk) { this.headersSent = true; this._chunks.push(String(chunk)); return true; }
  end(chunk, cb) {
    if (typeof chunk === 'function') { cb = chunk; chunk = undefined; }
    if (this.writableEnded) return this;
    if (chunk !== undefined && chunk !== null) this._chunks.push(chunk instanceof Buffer ? chunk.toString() : String(chunk));
    this.writableEnded = true;
    this.headersSent = true;
    this._deliver(this.statusCode, this._headers, this._chunks.join(''));
    process.nextTick(() => { this.emit('finish'); if (cb) cb(); });
    return this;
  }
}
class Server extends EventEmitter {
  constructor(handler) {
    super();
    if (handler) this.on('request', handler);
    this.listening = false;
    Object.defineProperty(this, '_port', { value: 0, writable: true });
  }
  listen(port, host, backlog, cb) {
    cb = [host, backlog, cb].find(a => typeof a === 'function') || (typeof port === 'function' ? port : undefined);
    // listen({ port, host, signal }): an aborted signal closes the server (lib/net.js).
    let signal;
    if (port !== null && typeof port === 'object') {
      const options = port;
      port = options.port === undefined ? 0 : options.port;
      host = options.host;
      signal = options.signal;
      validateAbortSignal(signal, 'options.signal');
    }
    if (typeof host === 'string' && /^\d+\.\d+\.\d+\.\d+$/.test(host)) Object.defineProperty(this, '_host', { value: host, configurable: true });
    if (signal) {
      if (signal.aborted) { process.nextTick(() => this.close()); }
      else W.addAbortAlgorithm(signal, () => { if (this.listening) this.close(); });
    }
    if (typeof port !== 'number') port = port === undefined || typeof port === 'function' ? 0 : Number(port);
    if (port === 0) { port = 40000; while (servers.has(port)) port++; }
    if (servers.has(port)) {
      const e = systemError('EADDRINUSE', -98, 'listen');
      e.message = 'listen EADDRINUSE: address already in use :::' + port;
      process.nextTick(() => this.emit('error', e));
      return this;
    }
    this._port = port;
    servers.set(port, this);
    this.listening = true;
    B.handleRef(1);
    if (cb) this.once('listening', cb);
    process.nextTick(() => this.emit('listening'));
    return this;
  }
  address() { return this.listening ? this._host ? { address: this._host, family: 'IPv4', port: this._port } : { address: '::', family: 'IPv6', port: this._port } : null; }
  close(cb) {
    if (this.listening) {
      servers.delete(this._port);
      this.listening = false;
      B.handleRef(-1);
      process.nextTick(() => { this.emit('close'); if (cb) cb(); });
    } else if (cb) {
      process.nextTick(() => cb(codedError(Error, 'ERR_SERVER_NOT_RUNNING', 'Server is not running.')));
    }
    return this;
  }
  closeAllConnections() {}
}

// One request over the simulated network: it arrives one network latency later (or
// `latency`) and the server's 'request' event runs in a poll phase; `fail(error)` when
// nothing listens on the port. `respond(status, headers, text, arrives)` gets the
// response with the time it reached the client: the program's own client in a poll
// phase; a `remote` client (another process) at once, since its answer reaches it
// while this loop may still be busy.
function sendRequest(port, method, url, headers, body, respond, fail, label, latency, rawHeaders, remote) {
  B.work('net', label + ' (request)', latency === undefined ? NET.oneWay : latency, () => {
    const server = servers.get(port);
    if (!server) {
      const e = systemError('ECONNREFUSED', -111, 'connect');
      e.message = 'connect ECONNREFUSED 127.0.0.1:' + port;
      e.address = '127.0.0.1'; e.port = port;
      fail(e);
      return;
    }
    B.block(0.05);
    const req = new IncomingMessage(method, url, headers, body);
    req.rawHeaders = rawHeaders || Object.keys(headers).reduce((list, k) => list.concat([k, headers[k]]), []);
    const res = new ServerResponse((status, resHeaders, text) => {
      // The response is written to the socket at once (libuv tries the write in the call).
      const arrives = performance.now() + NET.oneWay;
      if (remote) { respond(status, resHeaders, text, arrives); return; }
      B.work('net', label + ' (response)', NET.oneWay, () => { B.block(0.05); respond(status, resHeaders, text, arrives); });
    });
    // lib/_http_server.js: once the response has finished, a body nobody reads is dumped.
    res.once('finish', () => { if (!req._consuming && !req._readableState.resumeScheduled) req._dump(); });
    server.emit('request', req, res);
    req._deliverBody();
  });
}

const http = {
  createServer(options, handler) { return new Server(typeof options === 'function' ? options : handler); },
  Server, IncomingMessage, ServerResponse, STATUS_CODES: STATUS,
  get(url, options, cb) { return http.request(url, options, cb, 'GET'); },
  request(url, options, cb, forcedMethod) {
    if (typeof options === 'function') { cb = options; options = {}; }
    if (url instanceof URL) url = { hostname: url.hostname, port: url.port, path: url.pathname + url.search, protocol: url.protocol };
    // http.request(options) or http.request(url, options): options win over the URL's parts.
    if (typeof url === 'string') {
      const parsed = parseUrl(url);
      options = Object.assign({ hostname: parsed.host, port: parsed.port, path: parsed.path }, options);
    } else {
      options = Object.assign({}, url, options);
    }
    const hostname = options.hostname || options.host || 'localhost';
    const target = { host: hostname, port: options.port || 80, path: options.path || '/' };
    const method = String(forcedMethod || options.method || 'GET').toUpperCase();
    const req = new EventEmitter();
    if (cb) req.once('response', cb);
    // The headers the server sees (lib/_http_client.js, lib/_http_outgoing.js): the
    // program's, lower-cased, then Host and Connection, then the body's framing.
    const headers = Object.create(null);
    const rawHeaders = [];
    const userHeaders = options.headers || {};
    for (const name of Object.keys(userHeaders)) {
      const value = Array.isArray(userHeaders[name]) ? userHeaders[name].map(String) : [String(userHeaders[name])];
      for (const v of value) rawHeaders.push(name, v);
      const key = name.toLowerCase();
      headers[key] = headers[key] === undefined ? value.join(', ') : headers[key] + ', ' + value.join(', ');
    }
    const addDefault = (name, value) => { if (headers[name.toLowerCase()] === undefined) { headers[name.toLowerCase()] = value; rawHeaders.push(name, value); } };
    addDefault('Host', hostname + ':' + target.port);
    addDefault('Connection', 'keep-alive');
    let body = '';
    let wrote = false;
    req.write = (chunk) => { wrote = true; body += chunk instanceof Buffer ? chunk.toString() : String(chunk); return true; };
    req.end = (chunk) => {
      if (typeof chunk === 'function') chunk = undefined;
      if (chunk !== undefined && chunk !== null) body += chunk instanceof Buffer ? chunk.toString() : String(chunk);
      if (headers['content-length'] === undefined && headers['transfer-encoding'] === undefined) {
        if (wrote) addDefault('Transfer-Encoding', 'chunked');
        else if (body.length || (method !== 'GET' && method !== 'HEAD' && method !== 'DELETE' && method !== 'OPTIONS' && method !== 'TRACE' && method !== 'CONNECT')) addDefault('Content-Length', String(Buffer.byteLength(body)));
      }
      const sentAt = performance.now();
      const metric = 'http.request ' + method + ' ' + target.path;
      sendRequest(Number(target.port), method, target.path, headers, body, (status, resHeaders, text, arrives) => {
        B.requestMetric(metric, sentAt, status, arrives);
        const res = new IncomingMessage(undefined, undefined, resHeaders, text);
        res.statusCode = status;
        res.statusMessage = STATUS[status] || '';
        if (!req.emit('response', res)) res._dump();
        res._deliverBody();
      }, (e) => { B.requestMetric(metric, sentAt, 0); req.emit('error', e); }, method + ' ' + target.path, undefined, rawHeaders);
      return req;
    };
    req.setHeader = (name, value) => { headers[String(name).toLowerCase()] = String(value); rawHeaders.push(String(name), String(value)); };
    req.getHeader = (name) => headers[String(name).toLowerCase()];
    req.method = method; req.path = target.path; req.host = hostname;
    if (forcedMethod) req.end();
    return req;
  },
};
modules.http = http;

function parseUrl(url) {
  const m = String(url);
  const scheme = m.indexOf('://');
  if (scheme === -1) throw codedError(TypeError, 'ERR_INVALID_URL', 'Invalid URL');
  const rest = m.slice(scheme + 3);
  const slash = rest.indexOf('/');
  const hostPort = slash === -1 ? rest : rest.slice(0, slash);
  const pathPart = slash === -1 ? '/' : rest.slice(slash);
  const colon = hostPort.lastIndexOf(':');
  const host = colon === -1 ? hostPort : hostPort.slice(0, colon);
  const port = colon === -1 ? (m.startsWith('https') ? 443 : 80) : Number(hostPort.slice(colon + 1));
  return { protocol: m.slice(0, scheme + 1), host, port, path: pathPart };
}

// Headers, Request, Response, Blob and File are shared with the browser host (js/web.js),
// with undici's wording; a body is there at once (read in a microtask).
const { Blob, File, Headers, Request, Response } = W;
modules.buffer.Blob = Blob;
modules.buffer.File = File;
// URL.createObjectURL (Node: blob:nodedata:<UUID>), revokeObjectURL and
// buffer.resolveObjectURL: the blob URL store fetch() reads (js/web.js).
W.URL.createObjectURL = function createObjectURL(obj) {
  if (!(obj instanceof Blob)) throw codedError(TypeError, 'ERR_INVALID_ARG_TYPE', 'The "obj" argument must be an instance of Blob.' + W.describeReceived(obj));
  return W.addBlobURL(obj, 'blob:nodedata:');
};
W.URL.revokeObjectURL = function revokeObjectURL(url) {
  if (arguments.length === 0) throw codedError(TypeError, 'ERR_MISSING_ARGS', 'The "url" argument must be specified');
  W.revokeBlobURL(url);
};
modules.buffer.resolveObjectURL = function resolveObjectURL(url) { return W.blobOfURL(url); };

function nullBodyStatus(status, method) { return method === 'HEAD' || status === 101 || status === 103 || status === 204 || status === 205 || status === 304; }

// Node loads its fetch (undici) on the first call, on the main thread: a first fetch that
// fails at once settles 45-56 ms after the call, one to a local server 75-105 ms (the
// second: 4 ms), measured with Node 20 on this machine.
const FETCH_FIRST_LOAD_MS = 45;
let fetchLoaded = false;

function fetch(input, init) {
  const sentAt = performance.now(); // the metrics time a request from the call
  if (!fetchLoaded) {
    fetchLoaded = true;
    B.block(FETCH_FIRST_LOAD_MS);
  }
  init = init || {};
  // A Request gives its URL, method, headers, body and signal; init overrides them.
  const request = input instanceof Request ? input : null;
  const url = request ? request.url : String(input);
  return new Promise((resolve, reject) => {
    const failed = (cause) => { const e = new TypeError('fetch failed'); e.cause = cause; reject(e); };
    const methodName = init.method !== undefined ? init.method : request ? request.method : 'GET';
    // undici answers data: and blob: URLs itself, in promise jobs (no I/O): a bad data: URL
    // fails with "failed to fetch the data URL", a blob: URL that names no Blob (revoked)
    // or any method but GET with "invalid method".
    const local = /^(data|blob):/i.exec(url);
    if (local) {
      let href;
      try { href = new URL(url).href; } catch (e) { reject(new TypeError('Failed to parse URL from ' + url)); return; }
      const blob = W.blobOfURL(href);
      Promise.resolve().then(() => {
        const response = W.localResponse(href, String(methodName).toUpperCase(), blob);
        if (response) resolve(response);
        else failed(new Error(local[1].toLowerCase() === 'data' ? 'failed to fetch the data URL' : 'invalid method'));
      });
      return;
    }
    let target;
    try { target = parseUrl(url); } catch (e) { reject(new TypeError('Failed to parse URL from ' + url)); return; }
    if (request && request.bodyUsed) { reject(new TypeError('Cannot construct a Request with a Request object that has already been used.')); return; }
    if (target.host !== 'localhost' && target.host !== '127.0.0.1') {
      B.work('net', 'fetch ' + url, 5, () => {
        B.requestMetric('fetch ' + String(methodName).toUpperCase() + ' ' + url, sentAt, 0);
        const cause = new Error('getaddrinfo ENOTFOUND ' + target.host);
        cause.code = 'ENOTFOUND';
        failed(cause);
      });
      return;
    }
    // undici: an aborted signal rejects with its reason, before or while the request is out.
    const signal = init.signal !== undefined ? init.signal : request ? request.signal : undefined;
    if (signal && signal.aborted) { reject(signal.reason); return; }
    let settled = false;
    if (signal) W.addAbortAlgorithm(signal, () => { if (!settled) { settled = true; reject(signal.reason); } });
    const method = String(methodName).toUpperCase();
    // undici's request headers, lower-cased: the program's, then its defaults.
    const sent = Object.create(null);
    sent.host = target.host + ':' + target.port;
    sent.connection = 'keep-alive';
    const given = init.headers !== undefined ? init.headers : request ? request.headers : {};
    const pairs = given instanceof Headers ? given._list : Array.isArray(given) ? given : Object.keys(given).map((k) => [k, given[k]]);
    for (const [k, v] of pairs) sent[String(k).toLowerCase()] = String(v);
    const bodyInit = init.body !== undefined && init.body !== null ? init.body : null;
    const body = bodyInit !== null ? (typeof bodyInit === 'string' ? bodyInit : W.bodyText(new Response(bodyInit)._body))
      : request && request._body !== null ? W.bodyText(request._body) : '';
    if (bodyInit !== null && sent['content-type'] === undefined) {
      const type = new Response(bodyInit).headers.get('content-type');
      if (type !== null && body) sent['content-type'] = type;
    }
    if (request && bodyInit === null && request._body !== null) request._used = true;
    for (const [k, v] of [['accept', '*/*'], ['accept-language', '*'],
      ['sec-fetch-mode', 'cors'], ['user-agent', 'node'], ['accept-encoding', 'gzip, deflate']]) if (sent[k] === undefined) sent[k] = v;
    if (body && sent['content-length'] === undefined) sent['content-length'] = String(Buffer.byteLength(body));
    // Fetch §4.4 HTTP-redirect fetch (redirect: 'follow', at most 20): 303, and 301/302
    // after a POST, become a GET without a body; the response says it was redirected.
    const redirectMode = init.redirect === undefined ? 'follow' : String(init.redirect);
    const attempt = (at, method, body, redirects) => {
      const metric = 'fetch ' + method + ' ' + at.path;
      const attemptAt = redirects === 0 ? sentAt : performance.now();
      sendRequest(at.port, method, at.path, sent, body, (status, headers, text, arrives) => {
        B.requestMetric(metric, attemptAt, status, arrives);
        if (settled) return;
        const location = headers.location;
        if ([301, 302, 303, 307, 308].indexOf(status) !== -1 && location !== undefined && redirectMode !== 'manual') {
          if (redirectMode === 'error' || redirects === 20) { settled = true; failed(new TypeError(redirectMode === 'error' ? 'unexpected redirect' : 'redirect count exceeded')); return; }
          let next;
          try { next = new URL(location, at.href); } catch (e) { settled = true; failed(e); return; }
          let nextMethod = method, nextBody = body;
          if (status === 303 ? method !== 'HEAD' : (status === 301 || status === 302) && method === 'POST') {
            nextMethod = 'GET'; nextBody = '';
            delete sent['content-length']; delete sent['content-type'];
          }
          sent.host = next.host;
          attempt({ port: Number(next.port) || 80, path: next.pathname + next.search, href: next.href }, nextMethod, nextBody, redirects + 1);
          return;
        }
        settled = true;
        resolve(W.makeResponse({ body: nullBodyStatus(status, method) ? null : text, status, statusText: STATUS[status] || '',
          headers: Object.keys(headers).map((k) => [k, headers[k]]), url: at.href, redirected: redirects > 0 }));
      }, (e) => { B.requestMetric(metric, attemptAt, 0); if (!settled) { settled = true; failed(e); } }, method + ' ' + at.path);
    };
    attempt({ port: target.port, path: target.path, href: url }, method, body, 0);
  });
}

// A simulated client from the run's settings ("get /slow @ 10ms"): the first listening server.
// The client is another process: its request left at `sent` and arrives one network
// latency later even if this process was busy then; its response time is when the
// answer reaches it, whatever this loop does afterwards.
exportsObject.simulatedRequest = function simulatedRequest(method, pathname, sent) {
  const port = servers.keys().next().value;
  const label = method + ' ' + pathname;
  if (port === undefined) { B.requestMetric(label, sent, 0); return; }
  sendRequest(port, method, pathname, {}, '', (status, headers, text, arrives) => B.requestMetric(label, sent, status, arrives),
    () => B.requestMetric(label, sent, 0), label, Math.max(0, sent + NET.oneWay - performance.now()), undefined, true);
};

