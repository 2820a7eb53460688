// ---------------------------------------------------------------------------------------
// process

const process = new EventEmitter();
let exitCode;
Object.defineProperty(process, 'exitCode', {
  get() { return exitCode; },
  set(v) { exitCode = v; },
  enumerable: true, configurable: true,
});
process.nextTick = function nextTick(callback, ...args) {
  validateFunction(callback, 'callback');
  B.nextTick(callback, args);
};
process.exit = function exit(code) {
  if (code !== undefined) exitCode = code;
  B.exit(exitCode === undefined ? 0 : Number(exitCode) | 0);
};
process.env = { UV_THREADPOOL_SIZE: undefined, NODE_ENV: undefined };
process.argv = ['/usr/local/bin/node'];
process.execArgv = [];
process.platform = 'linux';
process.arch = 'x64';
process.pid = 4242;
process.ppid = 4241;
process.version = 'v20.20.2';
process.versions = { node: '20.20.2', v8: '11.3.244.8-node.33', uv: '1.46.0' };
process.release = { name: 'node' };
process.title = 'node';
process.cwd = () => cwd;
process.uptime = () => performance.now() / 1000;
process.hrtime = function hrtime(previous) {
  const ns = Math.round(performance.now() * 1e6);
  let s = Math.floor(ns / 1e9), n = ns % 1e9;
  if (previous) { s -= previous[0]; n -= previous[1]; if (n < 0) { s -= 1; n += 1e9; } }
  return [s, n];
};
// process.hrtime.bigint(): the virtual clock in nanoseconds, as a BigInt.
process.hrtime.bigint = function bigint() { return BigInt(Math.round(performance.now() * 1e6)); };
process.memoryUsage = () => ({ rss: 30000000, heapTotal: 6000000, heapUsed: 4000000, external: 400000, arrayBuffers: 10000 });
// process.emitWarning(warning, type | options, code): the warning (an Error) goes to the
// 'warning' listeners from a nextTick, and Node's own listener prints it to stderr
// (lib/internal/process/warning.js), with the --trace-warnings hint the first time.
let warningHintShown = false;
process.emitWarning = function emitWarning(warning, type, code) {
  let detail;
  if (type !== null && typeof type === 'object' && !Array.isArray(type)) {
    code = type.code;
    if (typeof type.detail === 'string') detail = type.detail;
    type = type.type || 'Warning';
  } else if (typeof type === 'function') {
    type = 'Warning';
    code = undefined;
  }
  if (type !== undefined && typeof type !== 'string') throw invalidArgType('type', 'of type string', type);
  if (typeof code === 'function') code = undefined;
  if (code !== undefined && typeof code !== 'string') throw invalidArgType('code', 'of type string', code);
  if (typeof warning === 'string') {
    warning = new Error(warning);
    warning.name = String(type || 'Warning');
    if (code !== undefined) warning.code = code;
    if (detail !== undefined) warning.detail = detail;
  } else if (!(warning instanceof Error)) {
    throw invalidArgType('warning', 'of type string or an instance of Error', warning);
  }
  if (warning.name === 'DeprecationWarning' && process.noDeprecation) return;
  process.nextTick(() => {
    let text = '(node:4242) ' + (warning.code ? '[' + warning.code + '] ' : '') + warning.name + ': ' + warning.message;
    if (typeof warning.detail === 'string') text += '\n' + warning.detail;
    if (!warningHintShown) {
      warningHintShown = true;
      text += '\n(Use `node --trace-warnings ...` to show where the warning was created)';
    }
    B.write(true, text + '\n');
    process.emit('warning', warning);
  });
};
// process.stdout / process.stderr are Writables, made in the stream section below.
modules.process = process;

exportsObject.emitProcess = function emitProcess(name, ...args) {
  if (process.listenerCount(name) === 0) return false;
  process.emit(name, ...args);
  return true;
};
exportsObject.setExitCode = function setExitCode(code) { if (exitCode === undefined || code !== 0) exitCode = code; };
exportsObject.exitCode = function () { return exitCode === undefined ? 0 : (Number(exitCode) | 0); };

