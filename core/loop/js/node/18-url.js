// ---------------------------------------------------------------------------------------
// url: fileURLToPath / pathToFileURL (file: URLs only), import.meta, import()

const HEX = '0123456789ABCDEF';
function percentEncodePath(p) {
  // The URL path percent-encode set (C0 controls, space, " # < > ? ` { }), plus % and \
  // as Node's pathToFileURL does; other characters as UTF-8 bytes.
  let out = '';
  for (let i = 0; i < p.length; i++) {
    let c = p.charCodeAt(i);
    if (c > 0x20 && c < 0x7f && '"#<>?`{}%\\'.indexOf(p[i]) < 0) { out += p[i]; continue; }
    if (c >= 0xd800 && c < 0xdc00 && i + 1 < p.length) {
      const d = p.charCodeAt(i + 1);
      if (d >= 0xdc00 && d < 0xe000) { c = 0x10000 + ((c - 0xd800) << 10) + (d - 0xdc00); i++; }
    }
    const bytes = c < 0x80 ? [c] : c < 0x800 ? [0xc0 | (c >> 6), 0x80 | (c & 63)]
      : c < 0x10000 ? [0xe0 | (c >> 12), 0x80 | ((c >> 6) & 63), 0x80 | (c & 63)]
      : [0xf0 | (c >> 18), 0x80 | ((c >> 12) & 63), 0x80 | ((c >> 6) & 63), 0x80 | (c & 63)];
    for (const b of bytes) out += '%' + HEX[b >> 4] + HEX[b & 15];
  }
  return out;
}
function percentDecode(s) {
  const bytes = [];
  let out = '';
  const flush = () => {
    for (let i = 0; i < bytes.length;) {
      const b = bytes[i];
      const n = b < 0x80 ? 1 : b >= 0xf0 ? 4 : b >= 0xe0 ? 3 : b >= 0xc0 ? 2 : 1;
      let c = n === 1 ? b : b & (0xff >> (n + 1));
      for (let k = 1; k < n; k++) c = (c << 6) | (bytes[i + k] & 63);
      out += String.fromCodePoint(c);
      i += n;
    }
    bytes.length = 0;
  };
  for (let i = 0; i < s.length; i++) {
    if (s[i] === '%' && i + 2 < s.length && HEX.indexOf(s[i + 1].toUpperCase()) >= 0 && HEX.indexOf(s[i + 2].toUpperCase()) >= 0) {
      bytes.push(HEX.indexOf(s[i + 1].toUpperCase()) * 16 + HEX.indexOf(s[i + 2].toUpperCase()));
      i += 2;
      continue;
    }
    flush();
    out += s[i];
  }
  flush();
  return out;
}
function pathToFileURL(filepath) {
  if (typeof filepath !== 'string') throw invalidArgType('path', 'of type string', filepath);
  let resolved = path.resolve(filepath);
  if (filepath.endsWith('/') && !resolved.endsWith('/')) resolved += '/';
  return new URL('file://' + percentEncodePath(resolved));
}
function fileURLToPath(url) {
  let href;
  if (typeof url === 'string') href = url;
  else if (url !== null && typeof url === 'object' && typeof url.href === 'string') href = url.href;
  else throw invalidArgType('path', 'of type string or an instance of URL', url);
  if (!href.toLowerCase().startsWith('file:')) throw codedError(TypeError, 'ERR_INVALID_URL_SCHEME', 'The URL must be of scheme file');
  let rest = href.slice(5);
  if (rest.startsWith('//')) {
    rest = rest.slice(2);
    const slash = rest.indexOf('/');
    const host = slash < 0 ? rest : rest.slice(0, slash);
    if (host !== '' && host !== 'localhost') throw codedError(TypeError, 'ERR_INVALID_FILE_URL_HOST', 'File URL host must be "localhost" or empty on linux');
    rest = slash < 0 ? '/' : rest.slice(slash);
  }
  const cut = Math.min(rest.indexOf('?') < 0 ? rest.length : rest.indexOf('?'), rest.indexOf('#') < 0 ? rest.length : rest.indexOf('#'));
  rest = rest.slice(0, cut);
  if (rest.toUpperCase().indexOf('%2F') >= 0) throw codedError(TypeError, 'ERR_INVALID_FILE_URL_PATH', 'File URL path must not include encoded / characters');
  return percentDecode(rest);
}
// The WHATWG URL and URLSearchParams are web.js's globals, the same classes as Node's.
// url.format(URL, options): the WHATWG serialization with parts left out; url.format(
// object or string): the legacy urlObject form (lib/url.js Url.prototype.format).
const slashedProtocols = ['http:', 'https:', 'ftp:', 'gopher:', 'file:', 'ws:', 'wss:'];
function urlFormat(value, options) {
  if (value instanceof URL) {
    const o = options === undefined ? {} : options;
    if (o === null || typeof o !== 'object') throw invalidArgType('options', 'of type object', o);
    const auth = o.auth ?? true, fragment = o.fragment ?? true, search = o.search ?? true;
    let out = value.protocol;
    if (value.host !== '' || value.protocol === 'file:') {
      out += '//';
      if (auth && (value.username || value.password)) out += value.username + (value.password ? ':' + value.password : '') + '@';
      out += value.host;
    }
    out += value.pathname;
    if (search) out += value.search;
    if (fragment) out += value.hash;
    return out;
  }
  if (typeof value === 'string') value = new URL(value);
  else if (value === null || typeof value !== 'object') throw invalidArgType('urlObject', 'one of type object or string', value);
  else if (!(value instanceof URL)) return legacyUrlFormat(value);
  return urlFormat(value, options);
}
function legacyUrlFormat(u) {
  let auth = u.auth || '';
  if (auth) auth = encodeURIComponent(auth).replace(/%3A/i, ':') + '@';
  let protocol = u.protocol || '';
  let pathname = u.pathname || '';
  let hash = u.hash || '';
  let host = '';
  let query = '';
  if (u.host) host = auth + u.host;
  else if (u.hostname) {
    host = auth + (u.hostname.indexOf(':') === -1 ? u.hostname : '[' + u.hostname + ']');
    if (u.port) host += ':' + u.port;
  }
  if (u.query !== null && typeof u.query === 'object') query = querystring.stringify(u.query);
  let search = u.search || (query && '?' + query) || '';
  if (protocol && protocol.charCodeAt(protocol.length - 1) !== 58) protocol += ':';
  pathname = pathname.replace(/[?#]/g, (c) => encodeURIComponent(c));
  if (u.slashes || slashedProtocols.indexOf(protocol) !== -1) {
    if (u.slashes || host) {
      if (pathname && pathname.charCodeAt(0) !== 47) pathname = '/' + pathname;
      host = '//' + host;
    } else if (protocol.length >= 4 && protocol.startsWith('file')) host = '//';
  }
  search = search.replace(/#/g, '%23');
  if (hash && hash.charCodeAt(0) !== 35) hash = '#' + hash;
  if (search && search.charCodeAt(0) !== 63) search = '?' + search;
  return protocol + host + pathname + search + hash;
}
// url.urlToHttpOptions(URL): the options object http.request takes.
function urlToHttpOptions(u) {
  const { hostname, pathname, port, username, password, search } = u;
  const options = {
    __proto__: null,
    ...u,
    protocol: u.protocol,
    hostname: hostname && hostname[0] === '[' ? hostname.slice(1, -1) : hostname,
    hash: u.hash,
    search,
    pathname,
    path: (pathname || '') + (search || ''),
    href: u.href,
  };
  if (port !== '') options.port = Number(port);
  if (username || password) options.auth = decodeURIComponent(username) + ':' + decodeURIComponent(password);
  return options;
}
modules.url = { fileURLToPath, pathToFileURL, URL, URLSearchParams, format: urlFormat, urlToHttpOptions };

