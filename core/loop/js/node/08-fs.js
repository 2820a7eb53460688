// ---------------------------------------------------------------------------------------
// fs: a virtual file system. The program's own file is in it; everything else it writes.

// The program's own folder (cwd) holds its files: the main file, its `// @file` sections
// (set by init), and on the command line the real folder next to the main file
// (core/loop/run.h ReadFolder), looked up the first time the program asks for a path in
// it. From then on a path belongs to the virtual file system like any other: what the
// program writes or deletes stays in memory, and nothing outside the folder is ever read.
const looked = new Set();         // paths in the folder already asked for
const removed = new Set();        // paths the program deleted (a folder's listing still names them)
const listings = new Map();       // folder → the names the real folder holds (folders end in "/")
function lookUp(p) {
  if (typeof p !== 'string' || looked.has(p) || !(p === cwd || p.startsWith(cwd + '/'))) return;
  looked.add(p);
  let found;
  try { found = B.readFolder(p === cwd ? '' : p.slice(cwd.length + 1)); } catch (e) { looked.delete(p); throw e; }
  if (found === undefined) return;
  if (Array.isArray(found)) {
    listings.set(p, found);
    Set.prototype.add.call(dirs, p);
  } else {
    Map.prototype.set.call(files, p, typeof found === 'string' ? found : Buffer.from(found.latin1, 'latin1'));
  }
}
class FolderFiles extends Map {
  has(p) { lookUp(p); return super.has(p); }
  get(p) { lookUp(p); return super.get(p); }
  set(p, v) { looked.add(p); removed.delete(p); return super.set(p, v); }
  delete(p) { lookUp(p); removed.add(p); return super.delete(p); }
}
class FolderDirs extends Set {
  has(p) { lookUp(p); return super.has(p); }
  add(p) { removed.delete(p); return super.add(p); }
  delete(p) { lookUp(p); removed.add(p); return super.delete(p); }
}
const files = new FolderFiles();   // absolute path → text (or a Buffer)
const dirs = new FolderDirs(['/', '/home', '/home/learner', '/tmp']);
// One threadpool round trip of a file operation (set from disk_ms in init), and one system
// call of a blocking *Sync operation: measured in Node 20 on this machine, readFileSync of
// a small cached file takes about 19 µs (open, fstat, read, close) and statSync 7 µs, while
// an async readFile takes about 150 µs; the sync cost follows disk_ms in that proportion.
const DISK = { trip: 0.25, sync: 0.005 };

function toPath(p, name) {
  // A file: URL (new URL(import.meta.url), new URL('./data.json', import.meta.url)) or a Buffer names a path too.
  if (p instanceof URL) p = fileURLToPath(p);
  else if (p instanceof Buffer) p = p.toString();
  if (typeof p !== 'string') throw invalidArgType(name || 'path', 'of type string or an instance of Buffer or URL', p);
  return path.resolve(p);
}
function encodingOf(options) {
  if (typeof options === 'string') return options;
  if (options && typeof options === 'object') return options.encoding || null;
  return null;
}
function readNow(p) {
  if (dirs.has(p)) throw systemError('EISDIR', -21, 'read');
  if (!files.has(p)) throw systemError('ENOENT', -2, 'open', p);
  return files.get(p);
}
// A file's contents are stored as text (a string) while they are valid UTF-8, and as a
// Buffer once bytes that are not were written (a binary record, a gzip stream).
const storedBytes = (v) => Buffer.from(v === undefined ? '' : v);
const storedText = (v) => v === undefined ? '' : typeof v === 'string' ? v : v.toString();
const storedLength = (v) => v === undefined ? 0 : typeof v === 'string' ? utf8Length(v) : v.length;
function storeBytes(abs, bytes) {
  const text = bytes.toString();
  files.set(abs, Buffer.byteLength(text) === bytes.length && Buffer.from(text).equals(bytes) ? text : Buffer.from(bytes));
}
// What writeFile / appendFile store for `data` (a string in options' encoding, or bytes).
function storedData(data, options) {
  if (typeof data === 'string') {
    const enc = encodingOf(options);
    return enc && enc !== 'utf8' && enc !== 'utf-8' ? Buffer.from(data, enc) : data;
  }
  if (ArrayBuffer.isView(data)) return Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  throw invalidArgType('data', 'of type string or an instance of Buffer, TypedArray, or DataView', data);
}
function writeStored(abs, data) {
  if (typeof data === 'string') files.set(abs, data);
  else storeBytes(abs, data);
}
function appendStored(abs, data) {
  const old = files.get(abs);
  if (typeof data === 'string' && (old === undefined || typeof old === 'string')) files.set(abs, (old || '') + data);
  else storeBytes(abs, Buffer.concat([storedBytes(old), storedBytes(data)]));
}
// readFile's result: a Buffer, or the text in the asked encoding.
function readResult(abs, enc) {
  const v = readNow(abs);
  if (!enc) return storedBytes(v);
  return enc === 'utf8' || enc === 'utf-8' ? storedText(v) : storedBytes(v).toString(enc);
}
function parentOk(p) {
  if (!dirs.has(path.dirname(p))) throw systemError('ENOENT', -2, 'open', p);
}
class Stats {
  constructor(p) {
    const isDir = dirs.has(p);
    this.dev = 2049; this.mode = isDir ? 16877 : 33188; this.nlink = 1; this.uid = 1000; this.gid = 1000;
    this.size = isDir ? 4096 : storedLength(files.get(p));
    this.blksize = 4096;
    Object.defineProperty(this, '_dir', { value: isDir });
  }
  isFile() { return !this._dir; }
  isDirectory() { return this._dir; }
  isSymbolicLink() { return false; }
}
function statNow(p) {
  if (!files.has(p) && !dirs.has(p)) throw systemError('ENOENT', -2, 'stat', p);
  return new Stats(p);
}
function readdirNow(p) {
  if (!dirs.has(p)) throw systemError(files.has(p) ? 'ENOTDIR' : 'ENOENT', files.has(p) ? -20 : -2, 'scandir', p);
  const prefix = p === '/' ? '/' : p + '/';
  const names = [];
  for (const f of files.keys()) if (f.startsWith(prefix) && f.indexOf('/', prefix.length) === -1) names.push(f.slice(prefix.length));
  for (const d of dirs) if (d !== p && d.startsWith(prefix) && d.indexOf('/', prefix.length) === -1) names.push(d.slice(prefix.length));
  for (const entry of listings.get(p) || []) {
    const name = entry.endsWith('/') ? entry.slice(0, -1) : entry;
    if (!removed.has(prefix + name) && names.indexOf(name) < 0) names.push(name);
  }
  return names.sort();
}

// An asynchronous fs call: `trips` threadpool round trips (open, fstat, read, close …),
// each completing in a poll phase; `op` runs at the end and its result goes to `done`.
// Runs f with node's own frames (libuv's completion, as Node 20 shows it) under the
// program's in stack traces.
function withNodeFrames(frames, f) {
  const saved = B.stackTail(frames);
  try { return f(); } finally { B.stackTail(saved); }
}
// The frame node shows under an fs callback: `frame` is one, or picks one by the error.
function fsAsync(label, trips, op, done, frame) {
  let left = trips;
  const step = () => {
    left -= 1;
    if (left > 0) { B.work('pool', label, DISK.trip, step); return; }
    let result, error = null;
    try { result = op(); } catch (e) { error = e; }
    const under = typeof frame === 'function' ? frame(error) : (frame || 'FSReqCallback.oncomplete (node:fs:187:23)');
    withNodeFrames([under], () => done(error, result));
  };
  B.work('pool', label, DISK.trip, step);
}
function callbackLast(args, name) {
  const cb = args[args.length - 1];
  validateFunction(cb, 'cb');
  return cb;
}

// lib/internal/fs/read/context.js: a failed open calls back as `context.callback(err)`.
class ReadFileContext {
  constructor(callback) { this.callback = callback; }
}
const fs = {
  readFile(p, options, cb) {
    cb = callbackLast(arguments);
    const abs = toPath(p);
    const enc = typeof options === 'function' ? null : encodingOf(options);
    fsAsync('fs.readFile ' + path.basename(abs), files.has(abs) ? 4 : 1, () => readResult(abs, enc), (err, data) => err ? new ReadFileContext(cb).callback(err) : cb(null, data),
    (err) => err ? 'FSReqCallback.readFileAfterOpen [as oncomplete] (node:fs:299:13)'
      : 'FSReqCallback.readFileAfterClose [as oncomplete] (node:internal/fs/read/context:68:3)');
  },
  writeFile(p, data, options, cb) {
    cb = callbackLast(arguments);
    const abs = toPath(p);
    const stored = storedData(data, typeof options === 'function' ? undefined : options);
    fsAsync('fs.writeFile ' + path.basename(abs), 3, () => { parentOk(abs); writeStored(abs, stored); }, (err) => cb(err));
  },
  appendFile(p, data, options, cb) {
    cb = callbackLast(arguments);
    const abs = toPath(p);
    const stored = storedData(data, typeof options === 'function' ? undefined : options);
    fsAsync('fs.appendFile ' + path.basename(abs), 3, () => { parentOk(abs); appendStored(abs, stored); }, (err) => cb(err));
  },
  stat(p, options, cb) {
    cb = callbackLast(arguments);
    const abs = toPath(p);
    fsAsync('fs.stat ' + path.basename(abs), 1, () => statNow(abs), cb, 'FSReqCallback.oncomplete (node:fs:198:5)');
  },
  access(p, mode, cb) {
    cb = callbackLast(arguments);
    const abs = toPath(p);
    fsAsync('fs.access ' + path.basename(abs), 1, () => { if (!files.has(abs) && !dirs.has(abs)) throw systemError('ENOENT', -2, 'access', abs); }, (err) => cb(err));
  },
  readFileSync(p, options) {
    const abs = toPath(p);
    B.block(DISK.sync * 4);
    return readResult(abs, encodingOf(options));
  },
  writeFileSync(p, data, options) { const abs = toPath(p); const stored = storedData(data, options); B.block(DISK.sync * 3); parentOk(abs); writeStored(abs, stored); },
  appendFileSync(p, data, options) { const abs = toPath(p); const stored = storedData(data, options); B.block(DISK.sync * 3); parentOk(abs); appendStored(abs, stored); },
  existsSync(p) { try { const abs = toPath(p); B.block(DISK.sync); return files.has(abs) || dirs.has(abs); } catch (e) { return false; } },
  statSync(p) { const abs = toPath(p); B.block(DISK.sync); return statNow(abs); },
  accessSync(p) { const abs = toPath(p); B.block(DISK.sync); if (!files.has(abs) && !dirs.has(abs)) throw systemError('ENOENT', -2, 'access', abs); },
  constants: { F_OK: 0, R_OK: 4, W_OK: 2, X_OK: 1 },
};
function mkdirNow(abs, options) {
  if (dirs.has(abs) || files.has(abs)) { if (options && options.recursive) return; throw systemError('EEXIST', -17, 'mkdir', abs); }
  if (!dirs.has(path.dirname(abs))) {
    if (options && options.recursive) mkdirNow(path.dirname(abs), options);
    else throw systemError('ENOENT', -2, 'mkdir', abs);
  }
  dirs.add(abs);
}
function promiseOf(fn) {
  return function (...args) {
    return new Promise((resolve, reject) => fn(...args, (err, value) => err ? reject(err) : resolve(value)));
  };
}
// rename, copyFile, rm, rmdir, truncate on the virtual file system (one threadpool trip
// each, as libuv's single request).
function renameNow(from, to) {
  if (!files.has(from) && !dirs.has(from)) throw systemError('ENOENT', -2, 'rename', from, to);
  if (!dirs.has(path.dirname(to))) throw systemError('ENOENT', -2, 'rename', from, to);
  if (files.has(from)) { files.set(to, files.get(from)); files.delete(from); return; }
  if (to === from || to.startsWith(from + '/')) throw systemError('EINVAL', -22, 'rename', from, to);
  if (files.has(to)) throw systemError('ENOTDIR', -20, 'rename', from, to);
  for (const d of [...dirs]) if (d === from || d.startsWith(from + '/')) { dirs.delete(d); dirs.add(to + d.slice(from.length)); }
  for (const [f, text] of [...files]) if (f.startsWith(from + '/')) { files.delete(f); files.set(to + f.slice(from.length), text); }
}
function copyFileNow(src, dest, mode) {
  if (dirs.has(src)) throw systemError('EISDIR', -21, 'copyfile', src, dest);
  if (!files.has(src) || !dirs.has(path.dirname(dest))) throw systemError('ENOENT', -2, 'copyfile', src, dest);
  if ((mode & 1) && (files.has(dest) || dirs.has(dest))) throw systemError('EEXIST', -17, 'copyfile', src, dest);
  if (dirs.has(dest)) throw systemError('EISDIR', -21, 'copyfile', src, dest);
  files.set(dest, files.get(src));
}
function removeTree(abs) {
  for (const f of [...files.keys()]) if (f.startsWith(abs + '/')) files.delete(f);
  for (const d of [...dirs]) if (d === abs || d.startsWith(abs + '/')) dirs.delete(d);
}
function rmNow(abs, options) {
  const o = options || {};
  if (!files.has(abs) && !dirs.has(abs)) { if (o.force) return; throw systemError('ENOENT', -2, 'lstat', abs); }
  if (files.has(abs)) { files.delete(abs); return; }
  if (!o.recursive) {
    const e = codedError(Error, 'ERR_FS_EISDIR', 'Path is a directory: rm returned EISDIR (is a directory) ' + abs);
    Object.assign(e, { errno: 21, syscall: 'rm', path: abs });
    e.info = { code: 'EISDIR', message: 'is a directory', path: abs, syscall: 'rm', errno: 21 };
    throw e;
  }
  removeTree(abs);
}
function rmdirNow(abs, options) {
  if (files.has(abs)) throw systemError('ENOTDIR', -20, 'rmdir', abs);
  if (!dirs.has(abs)) throw systemError('ENOENT', -2, 'rmdir', abs);
  if (options && options.recursive) { removeTree(abs); return; }
  if (readdirNow(abs).length) throw systemError('ENOTEMPTY', -39, 'rmdir', abs);
  dirs.delete(abs);
}
function unlinkNow(abs) {
  if (dirs.has(abs)) throw systemError('EISDIR', -21, 'unlink', abs);
  if (!files.delete(abs)) throw systemError('ENOENT', -2, 'unlink', abs);
}
function truncateNow(abs, len) {
  const bytes = storedBytes(readNow(abs));
  const out = Buffer.alloc(len === undefined ? 0 : len);
  bytes.copy(out, 0, 0, Math.min(bytes.length, out.length));
  storeBytes(abs, out);
}
// fs.Dirent for readdir({ withFileTypes: true }).
const kType = Symbol('type');
class Dirent {
  constructor(name, type, dir) { this.name = name; this.path = dir; this[kType] = type; }
  isFile() { return this[kType] === 1; }
  isDirectory() { return this[kType] === 2; }
  isSymbolicLink() { return false; }
  isFIFO() { return false; }
  isSocket() { return false; }
  isBlockDevice() { return false; }
  isCharacterDevice() { return false; }
}
function readdirWith(abs, options) {
  const names = readdirNow(abs);
  if (!(options && typeof options === 'object' && options.withFileTypes)) return names;
  return names.map((n) => new Dirent(n, dirs.has(abs === '/' ? '/' + n : abs + '/' + n) ? 2 : 1, abs));
}
function defineFsOp(name, syscall, argc, op) {
  fs[name] = function (...args) {
    const cb = callbackLast(args);
    const params = args.slice(0, -1);
    while (params.length < argc) params.push(undefined);
    const prepared = params.map((v, i) => i < 2 && (typeof v === 'string' || v instanceof URL || v instanceof Buffer) ? toPath(v, i ? 'dest' : 'path') : v);
    fsAsync('fs.' + syscall + ' ' + path.basename(String(prepared[0])), 1, () => op(...prepared), cb);
  };
  fs[name + 'Sync'] = function (...params) {
    const prepared = params.map((v, i) => i < 2 && (typeof v === 'string' || v instanceof URL || v instanceof Buffer) ? toPath(v, i ? 'dest' : 'path') : v);
    B.block(DISK.sync);
    return op(...prepared);
  };
}
defineFsOp('rename', 'rename', 2, (a, b) => { renameNow(a, b); });
defineFsOp('copyFile', 'copyfile', 3, (a, b, mode) => { copyFileNow(a, b, mode | 0); });
defineFsOp('rm', 'rm', 2, (a, o) => { rmNow(a, o); });
defineFsOp('rmdir', 'rmdir', 2, (a, o) => { rmdirNow(a, o); });
defineFsOp('truncate', 'truncate', 2, (a, len) => { truncateNow(a, len); });
fs.unlink = function unlink(p, cb) {
  validateFunction(cb, 'cb');
  const abs = toPath(p);
  fsAsync('fs.unlink ' + path.basename(abs), 1, () => unlinkNow(abs), (err) => cb(err));
};
fs.unlinkSync = function unlinkSync(p) { const abs = toPath(p); B.block(DISK.sync); unlinkNow(abs); };
fs.readdir = function readdir(p, options, cb) {
  cb = callbackLast(arguments);
  const abs = toPath(p);
  const o = typeof options === 'function' ? undefined : options;
  fsAsync('fs.readdir ' + path.basename(abs), 1, () => readdirWith(abs, o), cb);
};
fs.readdirSync = function readdirSync(p, options) { const abs = toPath(p); B.block(DISK.sync); return readdirWith(abs, options); };
fs.lstat = fs.stat;
fs.lstatSync = function lstatSync(p) {
  try {
    return fs.statSync(p);
  } catch (e) {
    if (e && e.syscall === 'stat') throw systemError(e.code, e.errno, 'lstat', e.path);
    throw e;
  }
};
fs.Dirent = Dirent;
fs.Stats = Stats;
fs.constants.COPYFILE_EXCL = 1;
fs.constants.COPYFILE_FICLONE = 2;
fs.constants.O_RDONLY = 0; fs.constants.O_WRONLY = 1; fs.constants.O_RDWR = 2;
fs.constants.O_CREAT = 64; fs.constants.O_EXCL = 128; fs.constants.O_TRUNC = 512; fs.constants.O_APPEND = 1024;

// fs.open / fs.promises.open: a file descriptor with its own position over the file's
// text (SIMPLIFIED: the virtual file system stores text, so bytes that are not UTF-8 do
// not survive a write), one threadpool trip per call. fs.read/write/close/fstat and
// FileHandle share the reads and writes below.
const openHandles = new Map(); // fd → { abs, flags, pos }
// Numeric flags (fs.constants.O_*) as the string flag with the same meaning.
function flagString(flags) {
  if (flags === undefined || flags === null) return 'r';
  if (typeof flags !== 'number') return String(flags);
  const rw = (flags & 3) === 2 ? '+' : '', x = flags & 128 ? 'x' : '';
  if (flags & 1024) return 'a' + x + rw;
  if (flags & (64 | 512)) return 'w' + x + rw;
  return (flags & 3) === 1 ? 'r+' : 'r' + rw;
}
function openNow(abs, flags) {
  const f = flagString(flags);
  if (!/^(r|r\+|rs\+|w|wx|w\+|wx\+|a|ax|a\+|ax\+|as|as\+)$/.test(f))
    throw codedError(TypeError, 'ERR_INVALID_ARG_VALUE', "The argument 'flags' is invalid. Received '" + f + "'");
  const exists = files.has(abs);
  if (dirs.has(abs)) { if (f[0] !== 'r') throw systemError('EISDIR', -21, 'open', abs); }
  else if (f[0] === 'r' && !exists) throw systemError('ENOENT', -2, 'open', abs);
  if (f.includes('x') && exists) throw systemError('EEXIST', -17, 'open', abs);
  if (f[0] !== 'r') { parentOk(abs); if (f[0] === 'w' || !exists) files.set(abs, f[0] === 'a' ? (files.get(abs) || '') : ''); }
  const fd = nextFd++;
  openHandles.set(fd, { abs, flags: f, pos: 0 });
  return fd;
}
function validateFd(fd) {
  if (typeof fd !== 'number') throw invalidArgType('fd', 'of type number', fd);
}
// The open file behind fd, or EBADF for `syscall`.
function fdEntry(fd, syscall) {
  const entry = openHandles.get(fd);
  if (!entry) throw systemError('EBADF', -9, syscall);
  return entry;
}
const atCurrent = (position) => position === undefined || position === null || position < 0 || position === -1;
// read(2)/pread(2): up to len bytes into view at off; from the fd's position (which
// moves on) unless a position is given.
function readFdNow(entry, view, off, len, position) {
  if (dirs.has(entry.abs)) throw systemError('EISDIR', -21, 'read');
  if (entry.flags[0] !== 'r' && !entry.flags.includes('+')) throw systemError('EBADF', -9, 'read');
  const bytes = storedBytes(files.get(entry.abs));
  const at = atCurrent(position) ? entry.pos : Number(position);
  const n = Math.max(0, Math.min(len, bytes.length - at));
  view.set(bytes.subarray(at, at + n), off);
  if (atCurrent(position)) entry.pos += n;
  return n;
}
// write(2)/pwrite(2): bytes at the fd's position (or the given one, or the end in append
// mode).
function writeFdNow(entry, bytes, position) {
  if (entry.flags[0] === 'r' && !entry.flags.includes('+')) throw systemError('EBADF', -9, 'write');
  const old = storedBytes(files.get(entry.abs));
  const append = entry.flags[0] === 'a';
  const at = append ? old.length : atCurrent(position) ? entry.pos : Number(position);
  const out = Buffer.alloc(Math.max(old.length, at + bytes.length));
  old.copy(out);
  bytes.copy(out, at);
  storeBytes(entry.abs, out);
  if (append || atCurrent(position)) entry.pos = at + bytes.length;
  return bytes.length;
}
// The arguments of read(buffer, offset, length, position) in any of Node's forms:
// (buffer, offset, length, position), (buffer, { offset, length, position }),
// ({ buffer, offset, length, position }) or () for a fresh 16 KiB buffer.
function readArgs(buffer, offset, length, position) {
  if (buffer !== null && typeof buffer === 'object' && !ArrayBuffer.isView(buffer)) ({ buffer, offset, length, position } = buffer);
  if (buffer === undefined) buffer = Buffer.alloc(16384);
  if (!ArrayBuffer.isView(buffer)) throw invalidArgType('buffer', 'an instance of Buffer, TypedArray, or DataView', buffer);
  if (typeof offset === 'object' && offset !== null) ({ offset, length, position } = offset);
  const off = offset === undefined ? 0 : offset;
  const len = length === undefined ? buffer.byteLength - off : length;
  return { buffer, view: new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength), off, len, position };
}
// The arguments of write: (buffer, offset, length, position), (buffer, { offset, length,
// position }) or (string, position, encoding).
function writeArgs(data, a, b, c) {
  if (typeof data === 'string') return { bytes: Buffer.from(data, typeof b === 'string' ? b : 'utf8'), position: a };
  if (!ArrayBuffer.isView(data)) throw invalidArgType('buffer', 'of type string or an instance of Buffer, TypedArray, or DataView', data);
  const all = new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
  let off = a, len = b, position = c;
  if (a !== null && typeof a === 'object') ({ offset: off, length: len, position } = a);
  off = off === undefined ? 0 : off;
  len = len === undefined ? all.length - off : len;
  return { bytes: Buffer.from(all.subarray(off, off + len)), position };
}
const kFd = Symbol('kFd');
class FileHandle extends EventEmitter {
  constructor(fd) {
    super();
    Object.defineProperty(this, kFd, { value: fd, writable: true });
  }
  get fd() { return this[kFd]; }
  _op(syscall, op) {
    return new Promise((resolve, reject) => {
      const entry = openHandles.get(this[kFd]);
      fsAsync('filehandle.' + syscall, 1, () => {
        if (!entry || !openHandles.has(this[kFd])) { const e = new Error('file closed'); e.code = 'EBADF'; e.syscall = syscall; throw e; }
        return op(entry);
      }, (err, v) => err ? reject(err) : resolve(v));
    });
  }
  // read(buffer, offset, length, position) | read({ buffer, offset, length, position }) | read()
  read(buffer, offset, length, position) {
    let args;
    try { args = readArgs(buffer, offset, length, position); } catch (e) { return Promise.reject(e); }
    return this._op('read', (entry) => ({ bytesRead: readFdNow(entry, args.view, args.off, args.len, args.position), buffer: args.buffer }));
  }
  readFile(options) {
    const enc = encodingOf(options);
    return this._op('read', (entry) => {
      if (dirs.has(entry.abs)) throw systemError('EISDIR', -21, 'read');
      const bytes = storedBytes(files.get(entry.abs)).subarray(entry.pos);
      entry.pos += bytes.length;
      return enc ? bytes.toString(enc) : Buffer.from(bytes);
    });
  }
  // write(buffer, offset, length, position) | write(string, position, encoding)
  write(data, a, b, c) {
    let args;
    try { args = writeArgs(data, a, b, c); } catch (e) { return Promise.reject(e); }
    return this._op('write', (entry) => ({ bytesWritten: writeFdNow(entry, args.bytes, args.position), buffer: data }));
  }
  writeFile(data, options) {
    let stored;
    try { stored = storedData(data, options); } catch (e) { return Promise.reject(e); }
    return this._op('write', (entry) => {
      if (entry.flags[0] === 'a') appendStored(entry.abs, stored);
      else writeStored(entry.abs, stored);
      entry.pos = storedLength(files.get(entry.abs));
    });
  }
  appendFile(data, options) { return this.writeFile(data, options); }
  stat() { return this._op('fstat', (entry) => new Stats(entry.abs)); }
  truncate(len) { return this._op('ftruncate', (entry) => { truncateNow(entry.abs, len); }); }
  sync() { return this._op('fsync', () => {}); }
  datasync() { return this._op('fdatasync', () => {}); }
  close() {
    const fd = this[kFd];
    return new Promise((resolve, reject) => {
      if (!openHandles.has(fd)) { resolve(); return; }
      fsAsync('filehandle.close', 1, () => { openHandles.delete(fd); }, (err) => {
        if (err) { reject(err); return; }
        this[kFd] = -1;
        this.emit('close');
        resolve();
      });
    });
  }
  createReadStream(options) {
    const entry = openHandles.get(this[kFd]);
    if (!entry) throw systemError('EBADF', -9, 'read');
    return fs.createReadStream(entry.abs, options);
  }
  createWriteStream(options) {
    const entry = openHandles.get(this[kFd]);
    if (!entry) throw systemError('EBADF', -9, 'write');
    return fs.createWriteStream(entry.abs, Object.assign({ flags: entry.flags[0] === 'a' ? 'a' : 'w' }, options));
  }
  // filehandle.readLines(): a readline Interface over the file's stream.
  readLines(options) { return modules.readline.createInterface(Object.assign({ input: this.createReadStream(options), crlfDelay: Infinity })); }
  [Symbol.asyncDispose]() { return this.close(); }
}
// The file-descriptor calls: fs.open/read/write/fstat/ftruncate/fsync/close with
// callbacks (one threadpool trip each) and their *Sync forms (blocking the loop as long).
// A bad or closed fd fails with EBADF as the kernel reports it.
fs.open = function open(p, flags, mode, cb) {
  cb = callbackLast(arguments);
  const abs = toPath(p);
  if (typeof flags === 'function') flags = undefined;
  fsAsync('fs.open ' + path.basename(abs), 1, () => openNow(abs, flags), cb);
};
fs.openSync = function openSync(p, flags) { const abs = toPath(p); B.block(DISK.sync); return openNow(abs, flags); };
function fdLabel(syscall, fd) {
  const entry = openHandles.get(fd);
  return 'fs.' + syscall + (entry ? ' ' + path.basename(entry.abs) : '');
}
fs.read = function read(fd, buffer, offset, length, position, cb) {
  cb = callbackLast(arguments);
  validateFd(fd);
  const given = Array.prototype.slice.call(arguments, 1, arguments.length - 1);
  const args = readArgs(given[0], given[1], given[2], given[3]);
  fsAsync(fdLabel('read', fd), 1, () => readFdNow(fdEntry(fd, 'read'), args.view, args.off, args.len, args.position),
    (err, n) => err ? cb(err) : cb(null, n, args.buffer));
};
fs.readSync = function readSync(fd, buffer, offset, length, position) {
  validateFd(fd);
  const args = readArgs(buffer, offset, length, position);
  B.block(DISK.sync);
  return readFdNow(fdEntry(fd, 'read'), args.view, args.off, args.len, args.position);
};
fs.write = function write(fd, data, a, b, c, cb) {
  cb = callbackLast(arguments);
  validateFd(fd);
  const given = Array.prototype.slice.call(arguments, 2, arguments.length - 1);
  const args = writeArgs(data, given[0], given[1], given[2]);
  fsAsync(fdLabel('write', fd), 1, () => writeFdNow(fdEntry(fd, 'write'), args.bytes, args.position),
    (err, n) => err ? cb(err) : cb(null, n, data));
};
fs.writeSync = function writeSync(fd, data, a, b, c) {
  validateFd(fd);
  const args = writeArgs(data, a, b, c);
  B.block(DISK.sync);
  return writeFdNow(fdEntry(fd, 'write'), args.bytes, args.position);
};
// fstat, ftruncate, fsync, fdatasync and close: (fd, [arg,] callback) and (fd[, arg]).
function defineFdOp(name, syscall, op) {
  fs[name] = function (fd, arg, cb) {
    cb = typeof arg === 'function' ? arg : cb;
    if (name === 'close' && cb === undefined) cb = () => {};
    validateFunction(cb, 'cb');
    validateFd(fd);
    const a = typeof arg === 'function' ? undefined : arg;
    fsAsync(fdLabel(syscall, fd), 1, () => op(fd, fdEntry(fd, syscall), a), cb);
  };
  fs[name + 'Sync'] = function (fd, arg) {
    validateFd(fd);
    B.block(DISK.sync);
    return op(fd, fdEntry(fd, syscall), arg);
  };
}
defineFdOp('fstat', 'fstat', (fd, entry) => new Stats(entry.abs));
defineFdOp('ftruncate', 'ftruncate', (fd, entry, len) => { truncateNow(entry.abs, len); });
defineFdOp('fsync', 'fsync', () => {});
defineFdOp('fdatasync', 'fdatasync', () => {});
defineFdOp('close', 'close', (fd) => { openHandles.delete(fd); });

// mkdir({ recursive: true }) gives the first directory it made (undefined if none).
function mkdirResult(abs, options) {
  let first;
  if (options && options.recursive) {
    let d = abs;
    while (!dirs.has(d) && !files.has(d)) { first = d; d = path.dirname(d); }
  }
  mkdirNow(abs, options);
  return first;
}
fs.mkdir = function mkdir(p, options, cb) {
  cb = callbackLast(arguments);
  const abs = toPath(p);
  const o = typeof options === 'function' ? undefined : options;
  fsAsync('fs.mkdir ' + path.basename(abs), 1, () => mkdirResult(abs, o), (err, first) => o && o.recursive ? cb(err, first) : cb(err));
};
fs.mkdirSync = function mkdirSync(p, options) { const abs = toPath(p); B.block(DISK.sync); const first = mkdirResult(abs, options); return options && options.recursive ? first : undefined; };
// fs.mkdtemp: prefix + six characters from the seeded generator.
function mkdtempNow(prefix) {
  const chars = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
  let name;
  do { name = prefix; for (let i = 0; i < 6; i++) name += chars[Math.floor(B.random() * chars.length)]; } while (dirs.has(path.resolve(name)));
  mkdirNow(path.resolve(name));
  return name;
}
fs.mkdtemp = function mkdtemp(prefix, options, cb) { cb = callbackLast(arguments); fsAsync('fs.mkdtemp', 1, () => mkdtempNow(prefix), cb); };
fs.mkdtempSync = function mkdtempSync(prefix) { B.block(DISK.sync); return mkdtempNow(prefix); };
fs.realpath = function realpath(p, options, cb) { cb = callbackLast(arguments); const abs = toPath(p); fsAsync('fs.realpath', 1, () => { statNow(abs); return abs; }, cb); };
fs.realpathSync = function realpathSync(p) { const abs = toPath(p); B.block(DISK.sync); statNow(abs); return abs; };
fs.promises = {
  readFile: promiseOf(fs.readFile), writeFile: promiseOf(fs.writeFile), appendFile: promiseOf(fs.appendFile),
  stat: promiseOf(fs.stat), lstat: promiseOf(fs.stat), readdir: promiseOf(fs.readdir), unlink: promiseOf(fs.unlink),
  access: promiseOf(fs.access), mkdir: promiseOf(fs.mkdir), rename: promiseOf(fs.rename), copyFile: promiseOf(fs.copyFile),
  rm: promiseOf(fs.rm), rmdir: promiseOf(fs.rmdir), truncate: promiseOf(fs.truncate), mkdtemp: promiseOf(fs.mkdtemp),
  realpath: promiseOf(fs.realpath),
  open(p, flags, mode) {
    return new Promise((resolve, reject) => {
      let abs;
      try { abs = toPath(p); } catch (e) { reject(e); return; }
      fsAsync('fs.open ' + path.basename(abs), 1, () => openNow(abs, flags), (err, fd) => err ? reject(err) : resolve(new FileHandle(fd)));
    });
  },
  constants: fs.constants,
};

// An error of the file system from a *Sync call, as Node 20.20.2 reports it (recorded:
// every Sync function, CommonJS and ES modules): the frames inside node:fs, innermost
// first, each [name, place]; an uncaught one is reported at the first, with its line.
const NODE_FS_LINES = {
  'node:fs:244': '  binding.access(pathModule.toNamespacedPath(path), mode);',
  'node:fs:448': '    return binding.readFileUtf8(path, stringToFlags(options.flag));',
  'node:fs:525': '  binding.close(fd);',
  'node:fs:573': '  return binding.open(',
  'node:fs:750': '  return binding.read(fd, buffer, offset, length, position);',
  'node:fs:1032': '  binding.rename(',
  'node:fs:1214': '  binding.rmdir(pathModule.toNamespacedPath(path));',
  'node:fs:1386': '  const result = binding.mkdir(',
  'node:fs:1521': '  const result = binding.readdir(',
  'node:fs:1633': '  const stats = binding.fstat(fd, options.bigint, undefined, false);',
  'node:fs:1656': '  const stats = binding.lstat(',
  'node:fs:1681': '  const stats = binding.stat(',
  'node:fs:1889': '  binding.unlink(path);',
  'node:fs:2380': '    return binding.writeFileUtf8(',
  'node:fs:2741': '      const stats = binding.lstat(baseLong, true, undefined, true /* throwIfNoEntry */);',
  'node:fs:3005': '  return binding.mkdtemp(prefix, options.encoding);',
  'node:fs:3047': '  binding.copyFile(',
  'node:internal/errors:541': '      throw error;',
  'node:internal/fs/utils:351': '    throw err;',
};
const isUtf8 = (options) => /^utf-?8$/i.test(String(typeof options === 'string' ? options : options && options.encoding));
const openThen = (name, place) => [['Object.openSync', 'node:fs:573:18'], [name, place]];
const NODE_FS_FRAMES = {
  accessSync: () => [['accessSync', 'node:fs:244:11']],
  appendFileSync: (args) => (typeof args[1] === 'string' && (args[2] === undefined || isUtf8(args[2]))
    ? [['Object.writeFileSync', 'node:fs:2380:20']] : openThen('Object.writeFileSync', 'node:fs:2393:35')).concat([['appendFileSync', 'node:fs:2461:6']]),
  closeSync: () => [['closeSync', 'node:fs:525:11']],
  copyFileSync: () => [['copyFileSync', 'node:fs:3047:11']],
  fstatSync: () => [['fstatSync', 'node:fs:1633:25']],
  lstatSync: () => [['lstatSync', 'node:fs:1656:25']],
  mkdirSync: () => [['mkdirSync', 'node:fs:1386:26']],
  mkdtempSync: () => [['mkdtempSync', 'node:fs:3005:18']],
  openSync: () => [['openSync', 'node:fs:573:18']],
  readdirSync: () => [['readdirSync', 'node:fs:1521:26']],
  readFileSync: (args, e) => isUtf8(args[1]) ? [['readFileSync', 'node:fs:448:20']]
    : e.code === 'EISDIR' ? [['Object.readSync', 'node:fs:750:18'], ['tryReadSync', 'node:fs:424:20'], ['readFileSync', 'node:fs:478:19']]
      : openThen('readFileSync', 'node:fs:452:35'),
  readSync: () => [['readSync', 'node:fs:750:18']],
  realpathSync: () => [['realpathSync', 'node:fs:2741:29']],
  renameSync: () => [['renameSync', 'node:fs:1032:11']],
  rmdirSync: () => [['rmdirSync', 'node:fs:1214:11']],
  // rmSync and writeSync throw from Node's JavaScript: their header is that throw's.
  rmSync: () => [['rmSync', 'node:fs:1260:13', 'node:internal/errors:541:7']],
  statSync: () => [['statSync', 'node:fs:1681:25']],
  truncateSync: () => openThen('truncateSync', 'node:fs:1088:17'),
  unlinkSync: () => [['unlinkSync', 'node:fs:1889:11']],
  writeFileSync: (args) => typeof args[1] === 'string' && (args[2] === undefined || isUtf8(args[2]))
    ? [['writeFileSync', 'node:fs:2380:20']] : openThen('writeFileSync', 'node:fs:2393:35'),
  writeSync: () => [['writeSync', 'node:fs:933:3', 'node:internal/fs/utils:351:5']],
};
// The outermost frame is the program's call: "Object.readFileSync" as fs.readFileSync(…),
// "readFileSync" when called without a receiver (a destructured or imported function).
function placeInNodeFs(e, name, args, viaObject) {
  const frames = NODE_FS_FRAMES[name](args, e);
  const last = frames.length - 1;
  const lines = frames.map(([fn, place], i) => '\n    at ' + (i === last && viaObject ? 'Object.' : '') + fn + ' (' + place + ')');
  const at = e.stack.indexOf('\n    at ');
  e.stack = at === -1 ? e.stack + lines.join('') : e.stack.slice(0, at) + lines.join('') + e.stack.slice(at);
  if (name === 'writeSync' && 'code' in e) { const code = e.code; delete e.code; e.code = code; } // errno, syscall, code
  const site = frames[0][2] || frames[0][1];
  const [, file, line, column] = /^(.*):(\d+):(\d+)$/.exec(site);
  B.throwSite(e, file, Number(line), Number(column), NODE_FS_LINES[file + ':' + line]);
}
for (const name of Object.keys(NODE_FS_FRAMES)) {
  const inner = fs[name];
  if (typeof inner !== 'function') continue;
  const wrapped = { [name](...args) {
    try {
      return inner.apply(this, args);
    } catch (e) {
      if (e instanceof Error && typeof e.errno === 'number' && typeof e.syscall === 'string' && typeof e.stack === 'string') placeInNodeFs(e, name, args, this === fs);
      throw e;
    }
  } }[name];
  Object.defineProperty(wrapped, 'length', { value: inner.length });
  fs[name] = wrapped;
}

modules.fs = fs;
modules['fs/promises'] = fs.promises;

