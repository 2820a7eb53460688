// ---------------------------------------------------------------------------------------
// path (POSIX)

function normalizeParts(parts, absolute) {
  const out = [];
  for (const p of parts) {
    if (p === '' || p === '.') continue;
    if (p === '..') { if (out.length && out[out.length - 1] !== '..') out.pop(); else if (!absolute) out.push('..'); continue; }
    out.push(p);
  }
  return out;
}
// The base name's split into name and extension, as lib/path.js scans it from the end:
// a leading dot (".bashrc") and a name of dots only ("..") have no extension.
function splitBase(base) {
  let startDot = -1, preDotState = 0;
  for (let i = base.length - 1; i >= 0; i--) {
    if (base[i] === '.') { if (startDot === -1) startDot = i; else if (preDotState !== 1) preDotState = 1; }
    else if (startDot !== -1) preDotState = -1;
  }
  if (startDot === -1 || preDotState === 0 || (preDotState === 1 && startDot === base.length - 1 && startDot === 1)) return { name: base, ext: '' };
  return { name: base.slice(0, startDot), ext: base.slice(startDot) };
}
// path.format's rule for both flavours: dir (or root) + sep + base (or name + ext, the ext
// given a dot when it has none).
function formatPath(sep, o) {
  if (o === null || typeof o !== 'object') throw invalidArgType('pathObject', 'of type object', o);
  const dir = o.dir || o.root;
  const base = o.base || (o.name || '') + (o.ext ? (o.ext[0] === '.' ? '' : '.') + o.ext : '');
  if (!dir) return base;
  return dir === o.root ? dir + base : dir + sep + base;
}
const path = {
  sep: '/',
  delimiter: ':',
  normalize(p) {
    validateString(p, 'path');
    if (p === '') return '.';
    const abs = p.startsWith('/');
    const trailing = p.endsWith('/');
    const s = normalizeParts(p.split('/'), abs).join('/');
    if (s === '') return abs ? '/' : trailing ? './' : '.';
    return (abs ? '/' : '') + s + (trailing ? '/' : '');
  },
  join(...parts) {
    for (const p of parts) validateString(p, 'path');
    const j = parts.filter(p => p !== '').join('/');
    return j === '' ? '.' : path.normalize(j);
  },
  resolve(...parts) {
    let r = '';
    for (let i = parts.length - 1; i >= 0 && !r.startsWith('/'); i--) {
      validateString(parts[i], 'paths[' + i + ']');
      if (parts[i] !== '') r = parts[i] + (r ? '/' + r : '');
    }
    if (!r.startsWith('/')) r = cwd + (r ? '/' + r : '');
    return '/' + normalizeParts(r.split('/'), true).join('/');
  },
  isAbsolute(p) { validateString(p, 'path'); return p.startsWith('/'); },
  dirname(p) {
    validateString(p, 'path');
    if (p === '') return '.';
    const hasRoot = p[0] === '/';
    let end = -1, matchedSlash = true;
    for (let i = p.length - 1; i >= 1; i--) {
      if (p[i] === '/') { if (!matchedSlash) { end = i; break; } } else matchedSlash = false;
    }
    if (end === -1) return hasRoot ? '/' : '.';
    if (hasRoot && end === 1) return '//';
    return p.slice(0, end);
  },
  basename(p, ext) {
    if (ext !== undefined) validateString(ext, 'ext');
    validateString(p, 'path');
    let end = p.length;
    while (end > 0 && p[end - 1] === '/') end--;
    const b = p.slice(p.lastIndexOf('/', end - 1) + 1, end);
    if (ext === undefined || ext.length === 0 || ext.length > p.length) return b;
    if (ext === p) return '';
    // The suffix is matched against the characters before the trailing slashes; a suffix
    // that is the whole base name leaves it whole.
    if (b.endsWith(ext) && b !== ext) return b.slice(0, b.length - ext.length);
    return b;
  },
  extname(p) { validateString(p, 'path'); return splitBase(path.basename(p)).ext; },
  relative(from, to) {
    validateString(from, 'from');
    validateString(to, 'to');
    const a = path.resolve(from).split('/').filter(Boolean), b = path.resolve(to).split('/').filter(Boolean);
    let i = 0;
    while (i < a.length && i < b.length && a[i] === b[i]) i++;
    return a.slice(i).map(() => '..').concat(b.slice(i)).join('/');
  },
  parse(p) {
    validateString(p, 'path');
    const root = p.startsWith('/') ? '/' : '';
    const base = path.basename(p);
    const { name, ext } = splitBase(base);
    let end = p.length;
    while (end > 1 && p[end - 1] === '/') end--;
    const slash = p.lastIndexOf('/', end - 1);
    // dir: everything before the base name's slash ('' for a bare name, '/' under the root).
    const dir = slash === -1 ? '' : slash === 0 ? '/' : p.slice(0, slash);
    return { root, dir: base === '' && root ? '/' : dir, base, ext, name };
  },
  format(o) { return formatPath('/', o); },
  toNamespacedPath(p) { return p; },
};
function validateString(value, name) {
  if (typeof value !== 'string') throw invalidArgType(name, 'of type string', value);
}
// path.win32: Windows paths as Node prints them on any platform (drive letters, UNC roots,
// both separators). resolve and relative follow lib/path.js: the current directory is
// process.cwd() (a rooted path without a drive), a drive's own is its root.
function isWinSep(c) { return c === '\\' || c === '/'; }
// The root of a Windows path: its device ('C:' or '\\server\share') and whether a
// separator follows it (absolute); `length` is where the rest begins.
function win32Root(p) {
  if (p.length >= 2 && isWinSep(p[0]) && isWinSep(p[1])) {
    // UNC: \\server\share
    let i = 2;
    while (i < p.length && !isWinSep(p[i])) i++;
    if (i > 2 && i < p.length) {
      const server = p.slice(2, i);
      i++;
      while (i < p.length && isWinSep(p[i])) i++;
      const t = i;
      while (i < p.length && !isWinSep(p[i])) i++;
      if (i > t) return { device: '\\\\' + server + '\\' + p.slice(t, i), absolute: true, length: i < p.length ? i + 1 : i };
    }
    return { device: '', absolute: true, length: 1 };
  }
  if (p.length >= 2 && p[1] === ':' && /[a-zA-Z]/.test(p[0])) {
    const absolute = p.length > 2 && isWinSep(p[2]);
    return { device: p.slice(0, 2), absolute, length: absolute ? 3 : 2 };
  }
  if (p.length && isWinSep(p[0])) return { device: '', absolute: true, length: 1 };
  return { device: '', absolute: false, length: 0 };
}
const win32 = {
  sep: '\\',
  delimiter: ';',
  normalize(p) {
    validateString(p, 'path');
    if (p === '') return '.';
    const root = win32Root(p);
    const rest = p.slice(root.length);
    let tail = normalizeParts(rest.split(/[\\/]/), root.absolute).join('\\');
    if (tail === '' && !root.absolute) tail = '.';
    if (tail && isWinSep(p[p.length - 1]) && tail !== '.') tail += '\\';
    return root.device + (root.absolute ? '\\' : '') + (root.device && root.absolute && tail === '' ? '' : tail);
  },
  join(...parts) {
    for (const p of parts) validateString(p, 'path');
    const list = parts.filter(p => p !== '');
    if (!list.length) return '.';
    let joined = list.join('\\');
    // Only a first part that starts with two separators makes a UNC path.
    if (!(isWinSep(list[0][0]) && isWinSep(list[0][1]))) joined = joined.replace(/^[\\/]{2,}/, '\\');
    return win32.normalize(joined);
  },
  isAbsolute(p) { validateString(p, 'path'); return win32Root(p).absolute; },
  basename(p, ext) {
    validateString(p, 'path');
    const root = win32Root(p);
    const rest = p.slice(root.device.length === 2 ? 2 : root.device ? root.length : 0);
    let end = rest.length;
    while (end > 0 && isWinSep(rest[end - 1])) end--;
    let start = end;
    while (start > 0 && !isWinSep(rest[start - 1])) start--;
    let b = rest.slice(start, end);
    if (ext !== undefined && b.endsWith(ext) && b !== ext) b = b.slice(0, b.length - ext.length);
    return b;
  },
  dirname(p) {
    validateString(p, 'path');
    if (p === '') return '.';
    const root = win32Root(p);
    if (p.length <= root.length) return p;
    let end = p.length;
    while (end > root.length && isWinSep(p[end - 1])) end--;
    let i = end - 1;
    while (i >= root.length && !isWinSep(p[i])) i--;
    if (i < root.length) return root.length ? p.slice(0, root.length) : '.';
    let j = i;
    while (j > root.length && isWinSep(p[j - 1])) j--;
    return p.slice(0, Math.max(j, root.length));
  },
  extname(p) { return splitBase(win32.basename(p)).ext; },
  parse(p) {
    const root = win32Root(p);
    const base = win32.basename(p), ext = win32.extname(p);
    return { root: p.slice(0, root.length), dir: base ? win32.dirname(p) : p.slice(0, root.length), base, ext, name: ext ? base.slice(0, base.length - ext.length) : base };
  },
  format(o) { return formatPath('\\', o); },
  resolve(...args) {
    let device = '', tail = '', absolute = false;
    for (let i = args.length - 1; i >= -1; i--) {
      let p;
      if (i >= 0) { p = args[i]; validateString(p, 'paths[' + i + ']'); if (p === '') continue; }
      else {
        // A drive's current directory: process.env['=C:'] on Windows; here the cwd unless it
        // names another drive.
        p = process.cwd();
        if (device && p.slice(0, 2).toLowerCase() !== device.toLowerCase() && p[2] === '\\') p = device + '\\';
      }
      const root = win32Root(p);
      if (device && root.device && root.device.toLowerCase() !== device.toLowerCase()) continue;
      if (!device && root.device) device = root.device;
      if (!absolute) { tail = p.slice(root.length) + '\\' + tail; absolute = root.absolute; }
      if (absolute && device) break;
    }
    const rest = normalizeParts(tail.split(/[\\/]/), absolute).join('\\');
    return absolute ? device + '\\' + rest : device + rest || '.';
  },
  relative(from, to) {
    validateString(from, 'from');
    validateString(to, 'to');
    if (from === to) return '';
    const fromOrig = win32.resolve(from), toOrig = win32.resolve(to);
    if (fromOrig === toOrig) return '';
    const f = fromOrig.toLowerCase(), t = toOrig.toLowerCase();
    if (f === t) return '';
    let fromStart = 0, fromEnd = f.length, toStart = 0, toEnd = t.length;
    while (fromStart < f.length && f[fromStart] === '\\') fromStart++;
    while (fromEnd - 1 > fromStart && f[fromEnd - 1] === '\\') fromEnd--;
    while (toStart < t.length && t[toStart] === '\\') toStart++;
    while (toEnd - 1 > toStart && t[toEnd - 1] === '\\') toEnd--;
    const fromLen = fromEnd - fromStart, toLen = toEnd - toStart;
    const length = Math.min(fromLen, toLen);
    let lastCommonSep = -1, i = 0;
    for (; i < length; i++) {
      if (f[fromStart + i] !== t[toStart + i]) break;
      if (f[fromStart + i] === '\\') lastCommonSep = i;
    }
    if (i !== length) {
      if (lastCommonSep === -1) return toOrig;
    } else {
      if (toLen > length) {
        if (t[toStart + i] === '\\') return toOrig.slice(toStart + i + 1);
        if (i === 2) return toOrig.slice(toStart + i);
      }
      if (fromLen > length) {
        if (f[fromStart + i] === '\\') lastCommonSep = i;
        else if (i === 2) lastCommonSep = 3;
      }
      if (lastCommonSep === -1) lastCommonSep = 0;
    }
    let out = '';
    for (i = fromStart + lastCommonSep + 1; i <= fromEnd; ++i)
      if (i === fromEnd || f[i] === '\\') out += out.length === 0 ? '..' : '\\..';
    toStart += lastCommonSep;
    if (out.length > 0) return out + toOrig.slice(toStart, toEnd);
    if (toOrig[toStart] === '\\') ++toStart;
    return toOrig.slice(toStart, toEnd);
  },
  // \\?\C:\… and \\?\UNC\server\share\… for an absolute path.
  toNamespacedPath(p) {
    if (typeof p !== 'string' || p.length === 0) return p;
    const r = win32.resolve(p);
    if (r.length <= 2) return p;
    if (r[0] === '\\') { if (r[1] === '\\' && r[2] !== '?' && r[2] !== '.') return '\\\\?\\UNC\\' + r.slice(2); }
    else if (/[a-zA-Z]/.test(r[0]) && r[1] === ':' && r[2] === '\\') return '\\\\?\\' + r;
    return r;
  },
};
path.posix = path;
path.win32 = win32;
win32.posix = path;
win32.win32 = win32;
modules.path = path;

