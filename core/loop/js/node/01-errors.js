// ---------------------------------------------------------------------------------------
// errors in Node's words

function describeReceived(value) {
  if (value === null) return ' Received null';
  if (value === undefined) return ' Received undefined';
  if (typeof value === 'function') return ' Received function ' + (value.name || '<anonymous>');
  if (typeof value === 'object') {
    const ctor = value.constructor && value.constructor.name;
    return ctor ? ' Received an instance of ' + ctor : ' Received ' + B.inspect(value, 0);
  }
  let shown = B.inspect(value, 0);
  if (shown.length > 28) shown = shown.slice(0, 25) + '...';
  return ' Received type ' + typeof value + ' (' + shown + ')';
}

function codedError(Ctor, code, message) {
  const e = new Ctor(message);
  Object.defineProperty(e, 'code', { value: code, enumerable: true, writable: true, configurable: true });
  Object.defineProperty(e, 'name', { value: Ctor.name + ' [' + code + ']', writable: true, configurable: true });
  e.stack = e.stack.replace(Ctor.name + ':', Ctor.name + ' [' + code + ']:');
  delete e.name;
  return e;
}

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

