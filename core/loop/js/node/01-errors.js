// ---------------------------------------------------------------------------------------
// errors in Node's words

// Node's " Received …" and coded errors (ERR_*), shared with js/web.js.
const { codedError, describeReceived } = W;

function invalidArgType(name, expected, value) {
  return codedError(TypeError, 'ERR_INVALID_ARG_TYPE',
    'The "' + name + '" ' + (name.indexOf('.') >= 0 ? 'property' : 'argument') + ' must be ' + expected + '.' + describeReceived(value));
}

function validateFunction(fn, name) {
  if (typeof fn !== 'function') throw invalidArgType(name, 'of type function', fn);
}

function systemError(code, errno, syscall, path, dest) {
  const text = { ENOENT: 'no such file or directory', EEXIST: 'file already exists', EISDIR: 'illegal operation on a directory',
    ENOTDIR: 'not a directory', ENOTEMPTY: 'directory not empty', ECONNREFUSED: 'connect ECONNREFUSED', ENOTFOUND: 'not found',
    EADDRINUSE: 'address already in use', EBADF: 'bad file descriptor' }[code] || code;
  const e = new Error(code + ': ' + text + ', ' + syscall + (path !== undefined ? " '" + path + "'" : '') + (dest !== undefined ? " -> '" + dest + "'" : ''));
  e.errno = errno;
  e.code = code;
  e.syscall = syscall;
  if (path !== undefined) e.path = path;
  if (dest !== undefined) e.dest = dest;
  return e;
}

