// ---------------------------------------------------------------------------------------
// querystring (lib/querystring.js): parse, stringify, escape, unescape, unescapeBuffer.

// The characters escape() leaves as they are: A-Z a-z 0-9 and - _ . ! ~ * ' ( ).
const qsUnreserved = /[A-Za-z0-9\-_.!~*'()]/;
const qsHex = '0123456789ABCDEF';
function qsByte(b) { return '%' + qsHex[b >> 4] + qsHex[b & 15]; }
// querystring.escape: UTF-8 percent-encoding. As Node's encodeStr, a surrogate (high or
// low) takes the next code unit as its pair without checking it; one at the end throws.
function qsEscape(str) {
  if (typeof str !== 'string') str = typeof str === 'object' ? String(str) : str + '';
  let out = '';
  for (let i = 0; i < str.length; i++) {
    let c = str.charCodeAt(i);
    if (c < 0x80) { out += qsUnreserved.test(str[i]) ? str[i] : qsByte(c); continue; }
    if (c < 0x800) { out += qsByte(0xC0 | (c >> 6)) + qsByte(0x80 | (c & 63)); continue; }
    if (c < 0xD800 || c >= 0xE000) { out += qsByte(0xE0 | (c >> 12)) + qsByte(0x80 | ((c >> 6) & 63)) + qsByte(0x80 | (c & 63)); continue; }
    i++;
    if (i >= str.length) throw codedError(URIError, 'ERR_INVALID_URI', 'URI malformed');
    c = 0x10000 + (((c & 0x3FF) << 10) | (str.charCodeAt(i) & 0x3FF));
    out += qsByte(0xF0 | (c >> 18)) + qsByte(0x80 | ((c >> 12) & 63)) + qsByte(0x80 | ((c >> 6) & 63)) + qsByte(0x80 | (c & 63));
  }
  return out;
}
function qsHexValue(code) {
  if (code >= 48 && code <= 57) return code - 48;
  if (code >= 65 && code <= 70) return code - 55;
  if (code >= 97 && code <= 102) return code - 87;
  return -1;
}
// querystring.unescapeBuffer: %XX to its byte, a '%' without two hex digits kept, '+' to
// a space when decodeSpaces; every other code unit becomes one byte (its low 8 bits).
function unescapeBuffer(s, decodeSpaces) {
  s = String(s);
  const bytes = [];
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c === 43 && decodeSpaces) { bytes.push(32); continue; }
    if (c === 37 && i < s.length - 2) {
      const high = qsHexValue(s.charCodeAt(i + 1));
      const low = high < 0 ? -1 : qsHexValue(s.charCodeAt(i + 2));
      if (low >= 0) { bytes.push(high * 16 + low); i += 2; continue; }
    }
    bytes.push(c & 255);
  }
  return Buffer.from(bytes);
}
function qsUnescape(s, decodeSpaces) {
  try { return decodeURIComponent(s); } catch (e) { return unescapeBuffer(s, decodeSpaces).toString(); }
}
// How stringify writes a value: strings escaped, finite numbers (escaped from 1e21 on,
// whose text has a '+'), bigints and booleans as text, anything else as ''.
function qsPrimitive(v) {
  if (typeof v === 'string') return v;
  if (typeof v === 'number' && isFinite(v)) return '' + v;
  if (typeof v === 'bigint') return '' + v;
  if (typeof v === 'boolean') return v ? 'true' : 'false';
  return '';
}
function qsStringify(obj, sep, eq, options) {
  sep = sep || '&';
  eq = eq || '=';
  const custom = options && typeof options.encodeURIComponent === 'function' ? options.encodeURIComponent : null;
  const encode = custom || querystring.escape;
  const convert = encode === qsEscape
    ? (v) => typeof v === 'string' ? (v.length ? encode(v) : '') : typeof v === 'number' && isFinite(v) && Math.abs(v) >= 1e21 ? encode('' + v) : qsPrimitive(v)
    : (v) => encode(qsPrimitive(v));
  if (obj === null || typeof obj !== 'object') return '';
  let fields = '';
  for (const k of Object.keys(obj)) {
    const v = obj[k];
    const ks = convert(k) + eq;
    if (Array.isArray(v)) {
      if (v.length === 0) continue;
      if (fields) fields += sep;
      for (let j = 0; j < v.length; j++) { if (j) fields += sep; fields += ks + convert(v[j]); }
    } else {
      if (fields) fields += sep;
      fields += ks + convert(v);
    }
  }
  return fields;
}
// querystring.parse: one scan over the code units, as lib/querystring.js does it. A
// separator matches only as consecutive code units (a partial match that breaks off
// does not back up); '+' is a space (with a custom decoder, '%20' handed to it); a key
// or value goes through the decoder only if it has a valid %XX (always with a custom
// decoder), and a decoder that throws falls back to unescape. Repeated keys make arrays.
function qsParse(qs, sep, eq, options) {
  const obj = Object.create(null);
  if (typeof qs !== 'string' || qs.length === 0) return obj;
  const sepText = sep ? String(sep) : '&';
  const eqText = eq ? String(eq) : '=';
  let pairs = 1000;
  if (options && typeof options.maxKeys === 'number') pairs = options.maxKeys > 0 ? options.maxKeys : -1;
  const decode = options && typeof options.decodeURIComponent === 'function' ? options.decodeURIComponent : querystring.unescape;
  const customDecode = decode !== qsUnescape;
  const plus = customDecode ? '%20' : ' ';
  const decodeText = (s) => { try { return decode(s); } catch (e) { return querystring.unescape(s, true); } };
  const add = (key, value, keyEncoded, valueEncoded) => {
    if (key.length > 0 && keyEncoded) key = decodeText(key);
    if (value.length > 0 && valueEncoded) value = decodeText(value);
    const current = obj[key];
    if (current === undefined) obj[key] = value;
    else if (Array.isArray(current)) current.push(value);
    else obj[key] = [current, value];
  };
  let lastPos = 0, sepIdx = 0, eqIdx = 0, key = '', value = '';
  let keyEncoded = customDecode, valueEncoded = customDecode, encodeCheck = 0;
  // encodeCheck counts the code units of a %XX seen so far (3: the text is encoded).
  const checkEncoded = (code) => {
    if (code === 37) { encodeCheck = 1; return false; }
    if (encodeCheck > 0) {
      if (qsHexValue(code) >= 0) { encodeCheck += 1; return encodeCheck === 3; }
      encodeCheck = 0;
    }
    return false;
  };
  for (let i = 0; i < qs.length; i++) {
    const code = qs.charCodeAt(i);
    if (code === sepText.charCodeAt(sepIdx)) {
      sepIdx += 1;
      if (sepIdx < sepText.length) continue;
      // A whole separator: the pair before it ends here.
      const end = i - sepIdx + 1;
      if (eqIdx < eqText.length) {
        if (lastPos < end) key += qs.slice(lastPos, end);
        else if (key.length === 0) {
          // An empty piece between two separators is skipped (but counts).
          if (--pairs === 0) return obj;
          lastPos = i + 1;
          sepIdx = eqIdx = 0;
          continue;
        }
      } else if (lastPos < end) value += qs.slice(lastPos, end);
      add(key, value, keyEncoded, valueEncoded);
      if (--pairs === 0) return obj;
      keyEncoded = valueEncoded = customDecode;
      key = value = '';
      encodeCheck = 0;
      lastPos = i + 1;
      sepIdx = eqIdx = 0;
      continue;
    }
    sepIdx = 0;
    if (eqIdx < eqText.length) {
      // Still in the key: look for the key/value separator.
      if (code === eqText.charCodeAt(eqIdx)) {
        eqIdx += 1;
        if (eqIdx === eqText.length) {
          const end = i - eqIdx + 1;
          if (lastPos < end) key += qs.slice(lastPos, end);
          encodeCheck = 0;
          lastPos = i + 1;
        }
        continue;
      }
      eqIdx = 0;
      if (!keyEncoded) {
        const before = encodeCheck;
        if (checkEncoded(code)) keyEncoded = true;
        if (code === 37 || (before > 0 && encodeCheck > 0)) continue;
      }
      if (code === 43) {
        if (lastPos < i) key += qs.slice(lastPos, i);
        key += plus;
        lastPos = i + 1;
        continue;
      }
    }
    if (code === 43) {
      if (lastPos < i) value += qs.slice(lastPos, i);
      value += plus;
      lastPos = i + 1;
    } else if (!valueEncoded && checkEncoded(code)) {
      valueEncoded = true;
    }
  }
  // What is left after the last separator.
  if (lastPos < qs.length) {
    if (eqIdx < eqText.length) key += qs.slice(lastPos);
    else if (sepIdx < sepText.length) value += qs.slice(lastPos);
  } else if (eqIdx === 0 && key.length === 0) {
    return obj;
  }
  add(key, value, keyEncoded, valueEncoded);
  return obj;
}
const querystring = {
  unescapeBuffer, unescape: qsUnescape, escape: qsEscape,
  stringify: qsStringify, encode: qsStringify, parse: qsParse, decode: qsParse,
};
Object.defineProperty(qsStringify, 'name', { value: 'stringify' });
Object.defineProperty(qsParse, 'name', { value: 'parse' });
modules.querystring = querystring;

const importMetas = new Map(); // file name → its module's import.meta
exportsObject.importMeta = function importMeta_(referrer) {
  // Node 20.11+: { dirname, filename, resolve, url } on a null prototype.
  const filename = referrer || process.argv[1];
  let importMeta = importMetas.get(filename);
  if (!importMeta) {
    importMeta = Object.create(null);
    importMeta.dirname = path.dirname(filename);
    importMeta.filename = filename;
    importMeta.resolve = function resolve(specifier) {
      const s = String(specifier);
      if (s.startsWith('./') || s.startsWith('../') || s.startsWith('/')) return pathToFileURL(path.resolve(importMeta.dirname, s)).href;
      if (s.startsWith('file:')) return s;
      const bare = s.startsWith('node:') ? s.slice(5) : s;
      if (modules[bare] !== undefined) return 'node:' + bare;
      throw codedError(Error, 'ERR_MODULE_NOT_FOUND', "Cannot find package '" + s + "' imported from " + filename);
    };
    importMeta.url = pathToFileURL(filename).href;
    importMetas.set(filename, importMeta);
  }
  return importMeta;
};

// 16.2.1.10 GetModuleNamespace: the module's exports (sorted) and `default`, the
// CommonJS view Node gives of its builtin modules.
const namespaces = new Map();
function moduleNamespace(exports) {
  let ns = namespaces.get(exports);
  if (ns) return ns;
  ns = cjsNamespace(exports, Object.keys(exports)); // 22-modules.js
  namespaces.set(exports, ns);
  return ns;
}
const imported = new Set();
const loading = new Map();
// import(specifier): SIMPLIFIED: Node's ESM loader is a chain of async functions; measured
// with Node 20, import() of a builtin module settles 16 microtask ticks later the first
// time, 8 once it was imported, and a missing module rejects 4 ticks later. evloop passes
// the same number of promise jobs, so ordering against other microtasks matches.
// A file of the program (22-modules.js) settles as Node's loader settles it.
exportsObject.dynamicImport = function dynamicImport(specifier, referrer) {
  let settle, hops;
  try {
    const s = `${specifier}`; // ToString: a symbol throws a TypeError
    const bare = s.startsWith('node:') ? s.slice(5) : s;
    const exports = modules[bare];
    const from = referrer || process.argv[1];
    if (s.startsWith('./') || s.startsWith('../') || s.startsWith('/') || s.startsWith('file:')) {
      let filename;
      try { filename = resolveImport(s, from); } catch (error) {
        hops = 2;
        settle = () => { throw error; };
      }
      if (filename) return importFileLater(filename);
    } else if (exports === undefined || bare === 'express' && s.startsWith('node:')) {
      hops = 2;
      const error = s.startsWith('node:')
        ? codedError(Error, 'ERR_UNKNOWN_BUILTIN_MODULE', 'No such built-in module: ' + s)
        : codedError(Error, 'ERR_MODULE_NOT_FOUND', "Cannot find package '" + s + "' imported from " + from);
      settle = () => { throw error; };
    } else {
      const ns = moduleNamespace(exports);
      settle = () => ns;
      // A module still loading: this import() settles with the first one.
      const pending = loading.get(bare);
      if (pending) return pending.then(settle);
      hops = imported.has(bare) ? 6 : 14;
      if (!imported.has(bare)) {
        let p = Promise.resolve();
        for (let i = 0; i < hops; i++) p = p.then();
        loading.set(bare, p);
        p.then(() => { loading.delete(bare); imported.add(bare); });
        return p.then(settle);
      }
    }
  } catch (e) {
    return Promise.reject(e);
  }
  let p = Promise.resolve();
  for (let i = 0; i < hops; i++) p = p.then();
  return p.then(settle);
};

