// evloop's Node.js host, the JavaScript half: the API a program sees (process, timers'
// objects, events, fs, path, util, crypto, dns, http, express, perf_hooks, ...), built on
// the natives in node_host.cpp (`binding`). The event loop itself is C++. This code runs
// before the program, inside the VM, as "internal" code: the trace, the stepper and stack
// traces skip it. It must stay within evloop's JavaScript subset.
'use strict';
const B = this.binding;
const exportsObject = this;
const modules = Object.create(null);
// EventTarget, Event, AbortController, URL, ... are shared with the browser host (js/web.js).
const W = B.web;
W.init('node', {
  // lib/internal/event_target.js: a listener's exception is an uncaught exception, thrown
  // from a nextTick so that the dispatch goes on.
  reportException: (e) => process.nextTick(() => { throw e; }),
  // AbortSignal.timeout: an unref'd timer (it does not keep the process alive).
  setTimer: (fn, ms) => { setTimeout(fn, ms).unref(); },
  inspect: (v) => B.inspect(v, 0),
});
// Node's own AbortError (lib/internal/errors.js), which timers/promises and events reject with.
class AbortError extends Error {
  constructor(message, options) {
    super(message === undefined ? 'The operation was aborted' : message);
    if (options && 'cause' in options) Object.defineProperty(this, 'cause', { value: options.cause, writable: true, configurable: true });
    this.code = 'ABORT_ERR';
    this.name = 'AbortError';
  }
}
function validateAbortSignal(signal, name) {
  if (signal !== undefined && (signal === null || typeof signal !== 'object' || !('aborted' in signal)))
    throw invalidArgType(name, 'an instance of AbortSignal', signal);
}
let isModule = false;
let cwd = '/home/learner';

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

function systemError(code, errno, syscall, path) {
  const text = { ENOENT: 'no such file or directory', EEXIST: 'file already exists', EISDIR: 'illegal operation on a directory',
    ENOTDIR: 'not a directory', ENOTEMPTY: 'directory not empty', ECONNREFUSED: 'connect ECONNREFUSED', ENOTFOUND: 'not found',
    EADDRINUSE: 'address already in use' }[code] || code;
  const e = new Error(code + ': ' + text + ', ' + syscall + (path !== undefined ? " '" + path + "'" : ''));
  e.errno = errno;
  e.code = code;
  e.syscall = syscall;
  if (path !== undefined) e.path = path;
  return e;
}

// ---------------------------------------------------------------------------------------
// events

// The shape is Node's (lib/events.js), so that console.log of an emitter prints the same:
// `_events` maps a name to one function or an array of them, once-listeners are bound
// wrappers with a `listener` property, and `_eventsCount`, `[shapeMode]`, `[kCapture]`.
const kCapture = Symbol('kCapture');
const kShapeMode = Symbol('shapeMode');
const kRejection = Symbol.for('nodejs.rejection');
const kErrorMonitor = Symbol('events.errorMonitor');
const Reflect_ownKeys = (o) => Object.getOwnPropertyNames(o).concat(Object.getOwnPropertySymbols(o));
let defaultMaxListeners = 10;
// validateNumber(n, name, 0) of lib/internal/validators.js.
function checkMaxListeners(n, name) {
  if (typeof n !== 'number') throw invalidArgType(name, 'of type number', n);
  if (n < 0 || Number.isNaN(n))
    throw codedError(RangeError, 'ERR_OUT_OF_RANGE', 'The value of "' + name + '" is out of range. It must be >= 0. Received ' + String(n));
}
// A function, not a class: old-style subclasses call EventEmitter.call(this).
function EventEmitter(opts) {
  EventEmitter.init.call(this, opts);
}
EventEmitter.init = function init(opts) {
  if (this._events === undefined || this._events === Object.getPrototypeOf(this)._events) {
    this._events = Object.create(null);
    this._eventsCount = 0;
    this[kShapeMode] = false;
  } else {
    this[kShapeMode] = true;
  }
  this._maxListeners = this._maxListeners || undefined;
  if (opts && opts.captureRejections) {
    if (typeof opts.captureRejections !== 'boolean') throw invalidArgType('options.captureRejections', 'of type boolean', opts.captureRejections);
    this[kCapture] = true;
  } else {
    this[kCapture] = EventEmitter.prototype[kCapture];
  }
};
EventEmitter.prototype._events = undefined;
EventEmitter.prototype._eventsCount = 0;
EventEmitter.prototype._maxListeners = undefined;
Object.defineProperty(EventEmitter.prototype, kCapture, { value: false, writable: true, enumerable: false, configurable: true });
Object.defineProperty(EventEmitter, 'captureRejections', {
  get() { return EventEmitter.prototype[kCapture]; },
  set(value) {
    if (typeof value !== 'boolean') throw invalidArgType('EventEmitter.captureRejections', 'of type boolean', value);
    EventEmitter.prototype[kCapture] = value;
  },
  enumerable: true,
});
Object.defineProperty(EventEmitter, 'defaultMaxListeners', {
  get() { return defaultMaxListeners; },
  set(n) { checkMaxListeners(n, 'defaultMaxListeners'); defaultMaxListeners = n; },
  enumerable: true,
});
function addListener_(target, type, listener, prepend) {
  validateFunction(listener, 'listener');
  let events = target._events;
  let existing;
  if (events === undefined) {
    events = target._events = Object.create(null);
    target._eventsCount = 0;
  } else {
    // 'newListener' comes before the listener is added, with the unwrapped listener.
    if (events.newListener !== undefined) {
      target.emit('newListener', type, listener.listener ? listener.listener : listener);
      events = target._events;
    }
    existing = events[type];
  }
  if (existing === undefined) {
    events[type] = listener;
    ++target._eventsCount;
    return target;
  }
  if (typeof existing === 'function') existing = events[type] = prepend ? [listener, existing] : [existing, listener];
  else if (prepend) existing.unshift(listener);
  else existing.push(listener);
  const m = target.getMaxListeners();
  if (m > 0 && existing.length > m && !existing.warned) {
    existing.warned = true;
    const name = target.constructor && target.constructor.name || 'Object';
    const w = new Error('Possible EventEmitter memory leak detected. ' + existing.length + ' ' + String(type) +
      ' listeners added to [' + name + ']. MaxListeners is ' + m + '. Use emitter.setMaxListeners() to increase limit');
    w.name = 'MaxListenersExceededWarning';
    w.emitter = target;
    w.type = type;
    w.count = existing.length;
    process.emitWarning(w);
  }
  return target;
}
function onceWrapper() {
  if (!this.fired) {
    this.target.removeListener(this.type, this.wrapFn);
    this.fired = true;
    return this.listener.apply(this.target, arguments);
  }
}
function onceWrap(target, type, listener) {
  const state = { fired: false, wrapFn: undefined, target, type, listener };
  const wrapped = onceWrapper.bind(state);
  wrapped.listener = listener;
  state.wrapFn = wrapped;
  return wrapped;
}
// captureRejections: a listener's rejected promise becomes an 'error' event (or a call of
// the emitter's [Symbol.for('nodejs.rejection')] method), from a nextTick.
function addCatch(that, promise, type, args) {
  if (!that[kCapture]) return;
  try {
    const then = promise.then;
    if (typeof then === 'function') then.call(promise, undefined, (err) => process.nextTick(emitUnhandledRejectionOrErr, that, err, type, args));
  } catch (err) {
    that.emit('error', err);
  }
}
function emitUnhandledRejectionOrErr(ee, err, type, args) {
  if (typeof ee[kRejection] === 'function') {
    ee[kRejection](err, type, ...args);
  } else {
    const prev = ee[kCapture];
    try {
      ee[kCapture] = false;
      ee.emit('error', err);
    } finally {
      ee[kCapture] = prev;
    }
  }
}
function unwrapListeners(list) { return list.map((l) => l.listener || l); }
const EventEmitterMethods = {
  setMaxListeners(n) { checkMaxListeners(n, 'setMaxListeners'); this._maxListeners = n; return this; },
  getMaxListeners() { return this._maxListeners === undefined ? defaultMaxListeners : this._maxListeners; },
  emit(type, ...args) {
    let doError = type === 'error';
    const events = this._events;
    if (events !== undefined) {
      if (doError && events[kErrorMonitor] !== undefined) this.emit(kErrorMonitor, ...args);
      doError = doError && events.error === undefined;
    } else if (!doError) {
      return false;
    }
    if (doError) {
      const err = args[0];
      if (err instanceof Error) throw err;
      const e = codedError(Error, 'ERR_UNHANDLED_ERROR', 'Unhandled error. (' + B.inspect(err, 2) + ')');
      e.context = err;
      throw e;
    }
    const handler = events[type];
    if (handler === undefined) return false;
    // Listeners added or removed during emit do not change this emit (a copy, as Node).
    const listeners = typeof handler === 'function' ? [handler] : handler.slice();
    for (let i = 0; i < listeners.length; i++) {
      const result = listeners[i].apply(this, args);
      if (result !== undefined && result !== null) addCatch(this, result, type, args);
    }
    return true;
  },
  addListener(type, listener) { return addListener_(this, type, listener, false); },
  on(type, listener) { return addListener_(this, type, listener, false); },
  prependListener(type, listener) { return addListener_(this, type, listener, true); },
  once(type, listener) {
    validateFunction(listener, 'listener');
    return this.on(type, onceWrap(this, type, listener));
  },
  prependOnceListener(type, listener) {
    validateFunction(listener, 'listener');
    return this.prependListener(type, onceWrap(this, type, listener));
  },
  removeListener(type, listener) {
    validateFunction(listener, 'listener');
    const events = this._events;
    if (events === undefined) return this;
    const list = events[type];
    if (list === undefined) return this;
    if (list === listener || list.listener === listener) {
      this._eventsCount -= 1;
      if (this[kShapeMode]) events[type] = undefined;
      else if (this._eventsCount === 0) this._events = Object.create(null);
      else {
        delete events[type];
        if (events.removeListener) this.emit('removeListener', type, list.listener || listener);
      }
    } else if (typeof list !== 'function') {
      let position = -1;
      for (let i = list.length - 1; i >= 0; i--) {
        if (list[i] === listener || list[i].listener === listener) { position = i; break; }
      }
      if (position < 0) return this;
      list.splice(position, 1);
      if (list.length === 1) events[type] = list[0];
      if (events.removeListener !== undefined) this.emit('removeListener', type, listener);
    }
    return this;
  },
  off(type, listener) { return this.removeListener(type, listener); },
  removeAllListeners(type) {
    const events = this._events;
    if (events === undefined) return this;
    if (events.removeListener === undefined) {
      if (arguments.length === 0) {
        this._events = Object.create(null);
        this._eventsCount = 0;
      } else if (events[type] !== undefined) {
        if (--this._eventsCount === 0) this._events = Object.create(null);
        else delete events[type];
      }
      this[kShapeMode] = false;
      return this;
    }
    // With 'removeListener' listeners, each removal is announced: newest first, and
    // 'removeListener' itself last.
    if (arguments.length === 0) {
      for (const key of Reflect_ownKeys(events)) if (key !== 'removeListener') this.removeAllListeners(key);
      this.removeAllListeners('removeListener');
      this._events = Object.create(null);
      this._eventsCount = 0;
      this[kShapeMode] = false;
      return this;
    }
    const listeners = events[type];
    if (typeof listeners === 'function') this.removeListener(type, listeners);
    else if (listeners !== undefined) for (let i = listeners.length - 1; i >= 0; i--) this.removeListener(type, listeners[i]);
    return this;
  },
  listeners(type) {
    const l = this._events !== undefined ? this._events[type] : undefined;
    if (l === undefined) return [];
    return typeof l === 'function' ? [l.listener || l] : unwrapListeners(l);
  },
  rawListeners(type) {
    const l = this._events !== undefined ? this._events[type] : undefined;
    if (l === undefined) return [];
    return typeof l === 'function' ? [l] : l.slice();
  },
  listenerCount(type, listener) {
    const l = this._events !== undefined ? this._events[type] : undefined;
    if (l === undefined) return 0;
    const list = typeof l === 'function' ? [l] : l;
    if (listener === undefined || listener === null) return list.length;
    let n = 0;
    for (const f of list) if (f === listener || f.listener === listener) n++;
    return n;
  },
  eventNames() { return this._eventsCount > 0 ? Reflect_ownKeys(this._events) : []; },
};
for (const key of Object.keys(EventEmitterMethods)) EventEmitter.prototype[key] = EventEmitterMethods[key];
EventEmitter.EventEmitter = EventEmitter;
EventEmitter.captureRejectionSymbol = kRejection;
EventEmitter.errorMonitor = kErrorMonitor;
EventEmitter.usingDomains = false;
// events.setMaxListeners(n, ...targets): the default without targets.
EventEmitter.setMaxListeners = function setMaxListeners(n, ...targets) {
  if (n === undefined) n = defaultMaxListeners;
  checkMaxListeners(n, 'n');
  if (targets.length === 0) defaultMaxListeners = n;
  else for (const t of targets) t.setMaxListeners(n);
};
EventEmitter.getEventListeners = function getEventListeners(emitter, name) {
  if (emitter instanceof W.EventTarget) throw new TypeError('getEventListeners of an EventTarget is not supported by evloop yet');
  return emitter.listeners(name);
};
// events.once(emitter, name, { signal }): an EventEmitter or an EventTarget; an aborted
// signal rejects with an AbortError whose cause is the reason (lib/events.js).
EventEmitter.once = function once(emitter, name, options) {
  const signal = options && options.signal;
  validateAbortSignal(signal, 'options.signal');
  if (signal && signal.aborted) return Promise.reject(new AbortError(undefined, { cause: signal.reason }));
  return new Promise((resolve, reject) => {
    let onAbort = null;
    const cleanup = () => { if (onAbort) signal.removeEventListener('abort', onAbort); };
    if (emitter instanceof W.EventTarget) {
      const onEvent = (event) => { cleanup(); resolve([event]); };
      emitter.addEventListener(name, onEvent, { once: true });
      if (signal) {
        onAbort = () => { emitter.removeEventListener(name, onEvent); reject(new AbortError(undefined, { cause: signal.reason })); };
        signal.addEventListener('abort', onAbort, { once: true });
      }
      return;
    }
    const onError = (err) => { emitter.removeListener(name, onEvent); cleanup(); reject(err); };
    const onEvent = (...args) => { if (name !== 'error') emitter.removeListener('error', onError); cleanup(); resolve(args); };
    emitter.once(name, onEvent);
    if (name !== 'error') emitter.once('error', onError);
    if (signal) {
      onAbort = () => {
        emitter.removeListener(name, onEvent);
        emitter.removeListener('error', onError);
        reject(new AbortError(undefined, { cause: signal.reason }));
      };
      signal.addEventListener('abort', onAbort, { once: true });
    }
  });
};
// events.addAbortListener(signal, listener) (Node 20.5): a listener that runs once on abort,
// even if an earlier one stops propagation; returns a disposable that removes it.
EventEmitter.addAbortListener = function addAbortListener(signal, listener) {
  if (signal === undefined) throw invalidArgType('signal', 'an instance of AbortSignal', signal);
  validateAbortSignal(signal, 'signal');
  validateFunction(listener, 'listener');
  let removed = false;
  if (signal.aborted) queueMicrotask(() => listener());
  else W.addAbortAlgorithm(signal, () => { if (!removed) listener(); });
  const disposable = {};
  disposable[Symbol.dispose || Symbol.for('nodejs.dispose')] = () => { removed = true; };
  return disposable;
};
// events.on(emitter, name, { signal }): an async iterator over the events' argument
// arrays (lib/events.js): events that come while nobody waits are queued, an 'error'
// event or an abort rejects the waiting next() and ends the iteration.
const AsyncIteratorPrototype = Object.getPrototypeOf(Object.getPrototypeOf(async function* () {}).prototype);
EventEmitter.on = function on(emitter, name, options) {
  const signal = options && options.signal;
  validateAbortSignal(signal, 'options.signal');
  if (signal && signal.aborted) throw new AbortError(undefined, { cause: signal.reason });
  const unconsumedEvents = [];
  const unconsumedPromises = [];
  let error = null;
  let finished = false;
  const isTarget = emitter instanceof W.EventTarget;
  const addListener = (type, fn) => (isTarget ? emitter.addEventListener(type, fn) : emitter.on(type, fn));
  const removeListener = (type, fn) => (isTarget ? emitter.removeEventListener(type, fn) : emitter.removeListener(type, fn));
  const result = (value, done) => ({ value, done });
  const iterator = Object.setPrototypeOf({
    next() {
      if (unconsumedEvents.length) return Promise.resolve(result(unconsumedEvents.shift(), false));
      if (error) { const p = Promise.reject(error); error = null; return p; }
      if (finished) return Promise.resolve(result(undefined, true));
      return new Promise((resolve, reject) => unconsumedPromises.push({ resolve, reject }));
    },
    return() {
      removeListener(name, eventHandler);
      if (!isTarget) removeListener('error', errorHandler);
      if (signal) signal.removeEventListener('abort', abortListener);
      finished = true;
      for (const promise of unconsumedPromises.splice(0)) promise.resolve(result(undefined, true));
      return Promise.resolve(result(undefined, true));
    },
    throw(err) {
      if (!err || !(err instanceof Error)) throw invalidArgType('EventEmitter.AsyncIterator', 'Error', err);
      error = err;
      removeListener(name, eventHandler);
      if (!isTarget) removeListener('error', errorHandler);
    },
    [Symbol.asyncIterator]() { return this; },
  }, AsyncIteratorPrototype);
  addListener(name, eventHandler);
  if (name !== 'error' && !isTarget) emitter.on('error', errorHandler);
  if (signal) signal.addEventListener('abort', abortListener, { once: true });
  return iterator;
  function abortListener() { errorHandler(new AbortError(undefined, { cause: signal.reason })); }
  function eventHandler(...args) {
    const promise = unconsumedPromises.shift();
    if (promise) promise.resolve(result(isTarget ? [args[0]] : args, false));
    else unconsumedEvents.push(isTarget ? [args[0]] : args);
  }
  function errorHandler(err) {
    finished = true;
    const toError = unconsumedPromises.shift();
    if (toError) toError.reject(err);
    else error = err;
    iterator.return();
  }
};
EventEmitter.listenerCount = (emitter, name) => emitter.listenerCount(name);
modules.events = EventEmitter;

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
process.stdout = { write(chunk) { B.write(false, String(chunk)); return true; }, isTTY: false };
process.stderr = { write(chunk) { B.write(true, String(chunk)); return true; }, isTTY: false };
modules.process = process;

exportsObject.emitProcess = function emitProcess(name, ...args) {
  if (process.listenerCount(name) === 0) return false;
  process.emit(name, ...args);
  return true;
};
exportsObject.setExitCode = function setExitCode(code) { if (exitCode === undefined || code !== 0) exitCode = code; };
exportsObject.exitCode = function () { return exitCode === undefined ? 0 : (Number(exitCode) | 0); };

// ---------------------------------------------------------------------------------------
// timers

const kToPrimitive = Symbol.toPrimitive;
class Timeout {
  constructor(id, after, repeat) {
    Object.defineProperty(this, '_id', { value: id, writable: true });
    this._idleTimeout = after;
    this._repeat = repeat;
    this._destroyed = false;
  }
  ref() { B.timerRef(this._id, true); return this; }
  unref() { B.timerRef(this._id, false); return this; }
  hasRef() { return B.timerRef(this._id); }
  refresh() { B.timerRefresh(this._id); return this; }
  close() { clearTimeout(this); return this; }
  [kToPrimitive]() { return this._id; }
}
const timersById = new Map();

function coerceAfter(after) {
  after = after * 1;
  if (!(after >= 1 && after <= 2147483647)) after = 1;
  return after;
}

function setTimeout(callback, after, ...args) {
  validateFunction(callback, 'callback');
  const t = new Timeout(0, coerceAfter(after), null);
  t._id = B.setTimer(callback, after, args, false, t);
  timersById.set(t._id, t);
  return t;
}
function setInterval(callback, repeat, ...args) {
  validateFunction(callback, 'callback');
  const after = coerceAfter(repeat);
  const t = new Timeout(0, after, after);
  t._id = B.setTimer(callback, repeat, args, true, t);
  timersById.set(t._id, t);
  return t;
}
function clearTimeout(timer) {
  if (timer === null || timer === undefined) return;
  let id = timer;
  if (typeof timer === 'object') { id = timer._id; timer._destroyed = true; }
  else if (typeof timer === 'string') id = Number(timer);
  if (typeof id !== 'number') return;
  timersById.delete(id);
  B.clearTimer(id);
}
const clearInterval = clearTimeout;

class Immediate {
  constructor() { Object.defineProperty(this, '_id', { value: 0, writable: true }); }
  ref() { B.immediateRef(this._id, true); return this; }
  unref() { B.immediateRef(this._id, false); return this; }
  hasRef() { return B.immediateRef(this._id); }
}
function setImmediate(callback, ...args) {
  validateFunction(callback, 'callback');
  const imm = new Immediate();
  imm._id = B.setImmediate(callback, args, imm);
  return imm;
}
function clearImmediate(imm) {
  if (imm && typeof imm === 'object') B.clearImmediate(imm._id);
}

const promisifyCustom = Symbol.for('nodejs.util.promisify.custom');
// timers/promises (lib/timers/promises.js): an aborted signal rejects with an AbortError
// whose cause is the signal's reason, and clears the timer.
function sleep(after, value, options) {
  const signal = options && options.signal;
  validateAbortSignal(signal, 'options.signal');
  if (signal && signal.aborted) return Promise.reject(new AbortError(undefined, { cause: signal.reason }));
  return new Promise((resolve, reject) => {
    let onAbort = null;
    const t = setTimeout(() => { if (onAbort) signal.removeEventListener('abort', onAbort); resolve(value); }, after);
    if (options && options.ref === false) t.unref();
    if (signal) {
      onAbort = () => { clearTimeout(t); reject(new AbortError(undefined, { cause: signal.reason })); };
      signal.addEventListener('abort', onAbort, { once: true });
    }
  });
}
function immediatePromise(value, options) {
  const signal = options && options.signal;
  validateAbortSignal(signal, 'options.signal');
  if (signal && signal.aborted) return Promise.reject(new AbortError(undefined, { cause: signal.reason }));
  return new Promise((resolve, reject) => {
    let onAbort = null;
    const i = setImmediate(() => { if (onAbort) signal.removeEventListener('abort', onAbort); resolve(value); });
    if (options && options.ref === false) i.unref();
    if (signal) {
      onAbort = () => { clearImmediate(i); reject(new AbortError(undefined, { cause: signal.reason })); };
      signal.addEventListener('abort', onAbort, { once: true });
    }
  });
}
// timers/promises setInterval: an async iterator that yields `value` once per tick (ticks
// that came while nobody was waiting are yielded together), like lib/timers/promises.js.
async function* intervalIterator(after, value, options) {
  const signal = options && options.signal;
  validateAbortSignal(signal, 'options.signal');
  if (signal && signal.aborted) throw new AbortError(undefined, { cause: signal.reason });
  let onCancel;
  let interval;
  try {
    let notYielded = 0;
    let callback;
    interval = setInterval(() => {
      notYielded++;
      if (callback) { callback(); callback = undefined; }
    }, after);
    if (options && options.ref === false) interval.unref();
    if (signal) {
      onCancel = () => {
        clearInterval(interval);
        if (callback) { callback(Promise.reject(new AbortError(undefined, { cause: signal.reason }))); callback = undefined; }
      };
      signal.addEventListener('abort', onCancel, { once: true });
    }
    while (!(signal && signal.aborted)) {
      if (notYielded === 0) await new Promise((resolve) => { callback = resolve; });
      for (; notYielded > 0; notYielded--) yield value;
    }
    throw new AbortError(undefined, { cause: signal && signal.reason });
  } finally {
    clearInterval(interval);
    if (signal && onCancel) signal.removeEventListener('abort', onCancel);
  }
}
setTimeout[promisifyCustom] = sleep;
setImmediate[promisifyCustom] = immediatePromise;

modules.timers = { setTimeout, clearTimeout, setInterval, clearInterval, setImmediate, clearImmediate,
  promises: { setTimeout: sleep, setImmediate: immediatePromise, setInterval: intervalIterator, scheduler: { wait: (ms, o) => sleep(ms, undefined, o), yield: () => immediatePromise() } } };
modules['timers/promises'] = modules.timers.promises;

// ---------------------------------------------------------------------------------------
// Buffer: bytes with Node's string encodings (utf8, hex, base64, base64url, latin1/binary,
// ascii, utf16le/ucs2). FIXME: node's Buffer is a Uint8Array subclass, which evloop's is
// not (no buf[i], no typed-array methods).

function utf8Length(s) {
  let n = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x80) n += 1;
    else if (c < 0x800) n += 2;
    else if (c >= 0xD800 && c <= 0xDBFF && i + 1 < s.length) { n += 4; i++; }
    else n += 3;
  }
  return n;
}
const hexDigits = '0123456789abcdef';
const base64Alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
function normalizeEncoding(encoding) {
  if (encoding === undefined || encoding === null) return 'utf8';
  const e = String(encoding).toLowerCase();
  if (e === 'utf8' || e === 'utf-8') return 'utf8';
  if (e === 'hex' || e === 'base64' || e === 'base64url' || e === 'ascii') return e;
  if (e === 'latin1' || e === 'binary') return 'latin1';
  if (e === 'utf16le' || e === 'utf-16le' || e === 'ucs2' || e === 'ucs-2') return 'utf16le';
  throw codedError(TypeError, 'ERR_UNKNOWN_ENCODING', 'Unknown encoding: ' + encoding);
}
// Node's decoders are lenient: hex stops at the first pair that is not hex; base64 takes
// both alphabets, skips other characters and stops at '='.
function bytesFromString(s, encoding) {
  const out = [];
  if (encoding === 'utf8') return Array.from(new TextEncoder().encode(s));
  if (encoding === 'hex') {
    for (let i = 0; i + 1 < s.length; i += 2) {
      const n = parseInt(s.slice(i, i + 2), 16);
      if (!/^[0-9a-fA-F]{2}$/.test(s.slice(i, i + 2))) break;
      out.push(n);
    }
    return out;
  }
  if (encoding === 'base64' || encoding === 'base64url') {
    let bits = 0, count = 0;
    for (const c of s) {
      if (c === '=') break;
      let v = base64Alphabet.indexOf(c);
      if (c === '-') v = 62; else if (c === '_') v = 63;
      if (v === -1) continue;
      bits = (bits << 6) | v; count += 6;
      if (count >= 8) { count -= 8; out.push((bits >> count) & 255); }
    }
    return out;
  }
  if (encoding === 'utf16le') { for (let i = 0; i < s.length; i++) { const c = s.charCodeAt(i); out.push(c & 255, c >> 8); } return out; }
  for (let i = 0; i < s.length; i++) out.push(s.charCodeAt(i) & 255); // latin1, ascii
  return out;
}
function stringFromBytes(bytes, encoding) {
  if (encoding === 'utf8') return new TextDecoder().decode(new Uint8Array(bytes));
  if (encoding === 'hex') return bytes.map(b => hexDigits[b >> 4] + hexDigits[b & 15]).join('');
  if (encoding === 'base64') return base64(bytes);
  if (encoding === 'base64url') return base64(bytes).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  if (encoding === 'ascii') return bytes.map(b => String.fromCharCode(b & 127)).join('');
  if (encoding === 'utf16le') { let o = ''; for (let i = 0; i + 1 < bytes.length; i += 2) o += String.fromCharCode(bytes[i] | (bytes[i + 1] << 8)); return o; }
  return bytes.map(b => String.fromCharCode(b)).join(''); // latin1
}
class Buffer {
  // new Buffer(text, undefined) holds UTF-8 text; new Buffer(undefined, bytes) holds bytes.
  constructor(text, bytes) {
    Object.defineProperty(this, '_bytes', { value: bytes !== undefined ? bytes : bytesFromString(String(text), 'utf8'), writable: true });
  }
  static from(value, encoding) {
    if (value instanceof Buffer) return new Buffer(undefined, value._bytes.slice());
    if (typeof value === 'string') return new Buffer(undefined, bytesFromString(value, normalizeEncoding(encoding)));
    if (Array.isArray(value)) return new Buffer(undefined, value.map(v => v & 255));
    if (value instanceof ArrayBuffer) return new Buffer(undefined, Array.from(new Uint8Array(value)));
    if (ArrayBuffer.isView(value)) return new Buffer(undefined, Array.from(new Uint8Array(value.buffer, value.byteOffset, value.byteLength)));
    throw invalidArgType('first', 'of type string or an instance of Buffer, ArrayBuffer, or Array or an Array-like Object', value);
  }
  static alloc(size, fill) { const b = []; for (let i = 0; i < size; i++) b.push(typeof fill === 'number' ? fill & 255 : 0); return new Buffer(undefined, b); }
  static isBuffer(v) { return v instanceof Buffer; }
  static isEncoding(e) { return typeof e === 'string' && ['utf8', 'utf-8', 'hex', 'base64', 'base64url', 'ascii', 'latin1', 'binary', 'utf16le', 'utf-16le', 'ucs2', 'ucs-2'].indexOf(e.toLowerCase()) !== -1; }
  static byteLength(v, encoding) { return typeof v === 'string' ? (encoding === undefined ? utf8Length(v) : bytesFromString(v, normalizeEncoding(encoding)).length) : v.length !== undefined ? v.length : v.byteLength; }
  static concat(list) { const bytes = []; for (const b of list) for (const x of Buffer.from(b)._bytes) bytes.push(x); return new Buffer(undefined, bytes); }
  get length() { return this._bytes.length; }
  get byteLength() { return this._bytes.length; }
  toString(encoding, start, end) {
    const s = start === undefined ? 0 : Math.max(0, start | 0);
    const e = end === undefined ? this._bytes.length : Math.min(this._bytes.length, end | 0);
    return stringFromBytes(s === 0 && e === this._bytes.length ? this._bytes : this._bytes.slice(s, e), normalizeEncoding(encoding));
  }
  slice(start, end) { return new Buffer(undefined, this._bytes.slice(start, end)); }
  subarray(start, end) { return this.slice(start, end); }
  toJSON() { return { type: 'Buffer', data: this._bytes.slice() }; }
  equals(other) { return other instanceof Buffer && other.toString('hex') === this.toString('hex'); }
}
function base64(bytes) {
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const n = (bytes[i] << 16) | ((bytes[i + 1] || 0) << 8) | (bytes[i + 2] || 0);
    out += base64Alphabet[(n >> 18) & 63] + base64Alphabet[(n >> 12) & 63] + (i + 1 < bytes.length ? base64Alphabet[(n >> 6) & 63] : '=') + (i + 2 < bytes.length ? base64Alphabet[n & 63] : '=');
  }
  return out;
}
// Buffer.compare(a, b) / buf.compare(other): byte order, then length.
function compareBytes(a, b) {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) if (a[i] !== b[i]) return a[i] < b[i] ? -1 : 1;
  return a.length === b.length ? 0 : a.length < b.length ? -1 : 1;
}
Buffer.compare = function compare(buf1, buf2) {
  if (!(buf1 instanceof Buffer)) throw invalidArgType('buf1', 'an instance of Buffer or Uint8Array', buf1);
  if (!(buf2 instanceof Buffer)) throw invalidArgType('buf2', 'an instance of Buffer or Uint8Array', buf2);
  return compareBytes(buf1._bytes, buf2._bytes);
};
Buffer.prototype.compare = function compare(target) {
  if (!(target instanceof Buffer)) throw invalidArgType('target', 'an instance of Buffer or Uint8Array', target);
  return compareBytes(this._bytes, target._bytes);
};
function outOfRange(name, range, received) {
  return codedError(RangeError, 'ERR_OUT_OF_RANGE', 'The value of "' + name + '" is out of range. It must be ' + range + '. Received ' + received);
}
// The offset checks of lib/internal/buffer.js: a number, an integer, and room for `size` bytes.
function checkOffset(buf, offset, size) {
  if (typeof offset !== 'number') throw invalidArgType('offset', 'of type number', offset);
  if (!Number.isInteger(offset)) throw outOfRange('offset', 'an integer', offset);
  const last = buf._bytes.length - size;
  if (offset < 0 || offset > last) {
    if (last < 0) throw codedError(RangeError, 'ERR_BUFFER_OUT_OF_BOUNDS', 'Attempt to access memory outside buffer bounds');
    throw outOfRange('offset', '>= 0 and <= ' + last, offset);
  }
}
// read/write[U]Int{8,16,32}{LE,BE}: `size` bytes, two's complement when signed.
function defineIntAccessors(size, signed) {
  const bits = size * 8;
  const min = signed ? -Math.pow(2, bits - 1) : 0;
  const max = signed ? Math.pow(2, bits - 1) - 1 : Math.pow(2, bits) - 1;
  const base = (signed ? 'Int' : 'UInt') + bits;
  for (const endian of size === 1 ? [''] : ['LE', 'BE']) {
    const read = function (offset) {
      if (offset === undefined) offset = 0;
      checkOffset(this, offset, size);
      let v = 0;
      for (let i = 0; i < size; i++) v = v * 256 + this._bytes[offset + (endian === 'LE' ? size - 1 - i : i)];
      return signed && v > max ? v - Math.pow(2, bits) : v;
    };
    const write = function (value, offset) {
      if (offset === undefined) offset = 0;
      value = +value;
      if (value < min || value > max) throw outOfRange('value', '>= ' + min + ' and <= ' + max, value);
      checkOffset(this, offset, size);
      let v = value < 0 ? value + Math.pow(2, bits) : value;
      v = Math.floor(v);
      for (let i = 0; i < size; i++) {
        this._bytes[offset + (endian === 'BE' ? size - 1 - i : i)] = v % 256;
        v = Math.floor(v / 256);
      }
      return offset + size;
    };
    for (const name of [base, base.replace('UInt', 'Uint')]) {
      Buffer.prototype['read' + name + endian] = read;
      Buffer.prototype['write' + name + endian] = write;
    }
  }
}
for (const size of [1, 2, 4]) { defineIntAccessors(size, false); defineIntAccessors(size, true); }
// console.log(buf): `<Buffer 68 69>`, at most 50 bytes (buffer.INSPECT_MAX_BYTES).
Object.defineProperty(Buffer.prototype, W.inspectCustom, {
  value: function inspect() {
    const shown = this._bytes.slice(0, 50).map((b) => hexDigits[b >> 4] + hexDigits[b & 15]).join(' ');
    const remaining = this._bytes.length - 50;
    return '<Buffer ' + shown + (remaining > 0 ? ' ... ' + remaining + ' more byte' + (remaining > 1 ? 's' : '') : '') + '>';
  },
});
modules.buffer = { Buffer };

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
const path = {
  sep: '/',
  delimiter: ':',
  normalize(p) {
    const abs = p.startsWith('/');
    const s = normalizeParts(p.split('/'), abs).join('/');
    return (abs ? '/' : '') + (s || (abs ? '' : '.')) + (p.endsWith('/') && s ? '/' : '');
  },
  join(...parts) { const j = parts.filter(p => p !== '').join('/'); return j === '' ? '.' : path.normalize(j); },
  resolve(...parts) {
    let r = '';
    for (let i = parts.length - 1; i >= 0 && !r.startsWith('/'); i--) r = parts[i] + (r ? '/' + r : '');
    if (!r.startsWith('/')) r = cwd + (r ? '/' + r : '');
    return '/' + normalizeParts(r.split('/'), true).join('/');
  },
  isAbsolute(p) { return p.startsWith('/'); },
  dirname(p) {
    if (p === '') return '.';
    let end = p.length;
    while (end > 1 && p[end - 1] === '/') end--;
    const i = p.lastIndexOf('/', end - 1);
    if (i === -1) return '.';
    if (i === 0) return '/';
    return p.slice(0, i);
  },
  basename(p, ext) {
    let end = p.length;
    while (end > 1 && p[end - 1] === '/') end--;
    let b = p.slice(p.lastIndexOf('/', end - 1) + 1, end);
    if (ext && b.endsWith(ext) && b !== ext) b = b.slice(0, b.length - ext.length);
    return b;
  },
  extname(p) {
    const b = path.basename(p);
    const i = b.lastIndexOf('.');
    return i <= 0 ? '' : b.slice(i);
  },
  relative(from, to) {
    const a = path.resolve(from).split('/').filter(Boolean), b = path.resolve(to).split('/').filter(Boolean);
    let i = 0;
    while (i < a.length && i < b.length && a[i] === b[i]) i++;
    return a.slice(i).map(() => '..').concat(b.slice(i)).join('/');
  },
  parse(p) {
    const base = path.basename(p), ext = path.extname(p);
    return { root: p.startsWith('/') ? '/' : '', dir: path.dirname(p), base, ext, name: ext ? base.slice(0, base.length - ext.length) : base };
  },
  format(o) { return (o.dir ? o.dir + '/' : o.root || '') + (o.base || (o.name || '') + (o.ext || '')); },
};
function validateString(value, name) {
  if (typeof value !== 'string') throw invalidArgType(name, 'of type string', value);
}
// path.win32: Windows paths as Node prints them on any platform (drive letters, UNC roots,
// both separators). SIMPLIFIED: no resolve/relative (they need a Windows current directory).
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
  extname(p) {
    const b = win32.basename(p);
    const i = b.lastIndexOf('.');
    return i <= 0 ? '' : b.slice(i);
  },
  parse(p) {
    const root = win32Root(p);
    const base = win32.basename(p), ext = win32.extname(p);
    return { root: p.slice(0, root.length), dir: base ? win32.dirname(p) : p.slice(0, root.length), base, ext, name: ext ? base.slice(0, base.length - ext.length) : base };
  },
  format(o) { const dir = o.dir || o.root || ''; const base = o.base || (o.name || '') + (o.ext || ''); return dir ? (dir === o.root ? dir + base : dir + '\\' + base) : base; },
  toNamespacedPath(p) { return p; },
};
path.posix = path;
path.win32 = win32;
win32.posix = path;
win32.win32 = win32;
modules.path = path;

// ---------------------------------------------------------------------------------------
// fs: a virtual file system. The program's own file is in it; everything else it writes.

const files = new Map();   // absolute path → text
const dirs = new Set(['/', '/home', '/home/learner', '/tmp']);
const DISK = { trip: 0.25 }; // one threadpool round trip (set from disk_ms in init)

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
function textOf(data) {
  if (data instanceof Buffer) return data.toString();
  if (typeof data === 'string') return data;
  if (ArrayBuffer.isView(data)) return new TextDecoder().decode(data);
  throw invalidArgType('data', 'of type string or an instance of Buffer, TypedArray, or DataView', data);
}
function readNow(p) {
  if (dirs.has(p)) throw systemError('EISDIR', -21, 'read');
  if (!files.has(p)) throw systemError('ENOENT', -2, 'open', p);
  return files.get(p);
}
function parentOk(p) {
  if (!dirs.has(path.dirname(p))) throw systemError('ENOENT', -2, 'open', p);
}
class Stats {
  constructor(p) {
    const isDir = dirs.has(p);
    this.dev = 2049; this.mode = isDir ? 16877 : 33188; this.nlink = 1; this.uid = 1000; this.gid = 1000;
    this.size = isDir ? 4096 : utf8Length(files.get(p));
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
  return names.sort();
}

// An asynchronous fs call: `trips` threadpool round trips (open, fstat, read, close …),
// each completing in a poll phase; `op` runs at the end and its result goes to `done`.
function fsAsync(label, trips, op, done) {
  let left = trips;
  const step = () => {
    left -= 1;
    if (left > 0) { B.work('pool', label, DISK.trip, step); return; }
    let result, error = null;
    try { result = op(); } catch (e) { error = e; }
    done(error, result);
  };
  B.work('pool', label, DISK.trip, step);
}
function callbackLast(args, name) {
  const cb = args[args.length - 1];
  validateFunction(cb, 'cb');
  return cb;
}

const fs = {
  readFile(p, options, cb) {
    cb = callbackLast(arguments);
    const abs = toPath(p);
    const enc = typeof options === 'function' ? null : encodingOf(options);
    fsAsync('fs.readFile ' + path.basename(abs), files.has(abs) ? 4 : 1, () => {
      const text = readNow(abs);
      return enc ? text : Buffer.from(text);
    }, (err, data) => err ? cb(err) : cb(null, data));
  },
  writeFile(p, data, options, cb) {
    cb = callbackLast(arguments);
    const abs = toPath(p);
    const text = textOf(data);
    fsAsync('fs.writeFile ' + path.basename(abs), 3, () => { parentOk(abs); files.set(abs, text); }, (err) => cb(err));
  },
  appendFile(p, data, options, cb) {
    cb = callbackLast(arguments);
    const abs = toPath(p);
    const text = textOf(data);
    fsAsync('fs.appendFile ' + path.basename(abs), 3, () => { parentOk(abs); files.set(abs, (files.get(abs) || '') + text); }, (err) => cb(err));
  },
  stat(p, options, cb) {
    cb = callbackLast(arguments);
    const abs = toPath(p);
    fsAsync('fs.stat ' + path.basename(abs), 1, () => statNow(abs), cb);
  },
  readdir(p, options, cb) {
    cb = callbackLast(arguments);
    const abs = toPath(p);
    fsAsync('fs.readdir ' + path.basename(abs), 1, () => readdirNow(abs), cb);
  },
  unlink(p, cb) {
    cb = callbackLast(arguments);
    const abs = toPath(p);
    fsAsync('fs.unlink ' + path.basename(abs), 1, () => { if (!files.delete(abs)) throw systemError('ENOENT', -2, 'unlink', abs); }, (err) => cb(err));
  },
  access(p, mode, cb) {
    cb = callbackLast(arguments);
    const abs = toPath(p);
    fsAsync('fs.access ' + path.basename(abs), 1, () => { if (!files.has(abs) && !dirs.has(abs)) throw systemError('ENOENT', -2, 'access', abs); }, (err) => cb(err));
  },
  mkdir(p, options, cb) {
    cb = callbackLast(arguments);
    const abs = toPath(p);
    fsAsync('fs.mkdir ' + path.basename(abs), 1, () => mkdirNow(abs, options), (err) => cb(err));
  },
  readFileSync(p, options) {
    const abs = toPath(p);
    B.block(DISK.trip * 4);
    const text = readNow(abs);
    return encodingOf(options) ? text : Buffer.from(text);
  },
  writeFileSync(p, data) { const abs = toPath(p); B.block(DISK.trip * 3); parentOk(abs); files.set(abs, textOf(data)); },
  appendFileSync(p, data) { const abs = toPath(p); B.block(DISK.trip * 3); parentOk(abs); files.set(abs, (files.get(abs) || '') + textOf(data)); },
  existsSync(p) { try { const abs = toPath(p); B.block(DISK.trip); return files.has(abs) || dirs.has(abs); } catch (e) { return false; } },
  statSync(p) { const abs = toPath(p); B.block(DISK.trip); return statNow(abs); },
  readdirSync(p) { const abs = toPath(p); B.block(DISK.trip); return readdirNow(abs); },
  unlinkSync(p) { const abs = toPath(p); B.block(DISK.trip); if (!files.delete(abs)) throw systemError('ENOENT', -2, 'unlink', abs); },
  mkdirSync(p, options) { const abs = toPath(p); B.block(DISK.trip); mkdirNow(abs, options); },
  accessSync(p) { const abs = toPath(p); B.block(DISK.trip); if (!files.has(abs) && !dirs.has(abs)) throw systemError('ENOENT', -2, 'access', abs); },
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
fs.promises = {
  readFile: promiseOf(fs.readFile), writeFile: promiseOf(fs.writeFile), appendFile: promiseOf(fs.appendFile),
  stat: promiseOf(fs.stat), readdir: promiseOf(fs.readdir), unlink: promiseOf(fs.unlink),
  access: promiseOf(fs.access), mkdir: promiseOf(fs.mkdir),
};
modules.fs = fs;
modules['fs/promises'] = fs.promises;

// ---------------------------------------------------------------------------------------
// util

function promisify(original) {
  validateFunction(original, 'original');
  if (original[promisifyCustom]) return original[promisifyCustom];
  return function (...args) {
    return new Promise((resolve, reject) => {
      // Only the first value: Node builds objects from several values only for its own
      // functions (dns.lookup, …), never for a user's.
      original.call(this, ...args, (err, value) => {
        if (err) reject(err);
        else resolve(value);
      });
    });
  };
}
promisify.custom = promisifyCustom;
function callbackify(original) {
  validateFunction(original, 'original');
  return function (...args) {
    const cb = args.pop();
    validateFunction(cb, 'last argument');
    original.apply(this, args).then((v) => process.nextTick(cb, null, v), (e) => process.nextTick(cb, e));
  };
}
const typedArrayTagGetter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(Uint8Array.prototype), Symbol.toStringTag).get;
const typedArrayTag = (v) => typedArrayTagGetter.call(v);
const arrayBufferByteLength = Object.getOwnPropertyDescriptor(ArrayBuffer.prototype, 'byteLength').get;
const sharedArrayBufferByteLength = Object.getOwnPropertyDescriptor(SharedArrayBuffer.prototype, 'byteLength').get;
const dataViewBuffer = Object.getOwnPropertyDescriptor(DataView.prototype, 'buffer').get;
function hasSlot(getter, v) {
  try { getter.call(v); return true; } catch { return false; }
}
// util.types: by internal slot (B.objectClass), like V8's checks, not by prototype chain.
function utilTypes() {
  const cls = (v) => B.objectClass(v);
  const typedArrayIs = (name) => (v) => typedArrayTag(v) === name;
  const mapIteratorPrototype = Object.getPrototypeOf(new Map().entries());
  const setIteratorPrototype = Object.getPrototypeOf(new Set().values());
  const types = {
    isPromise: (v) => cls(v) === 'Promise',
    isDate: (v) => cls(v) === 'Date',
    isRegExp: (v) => cls(v) === 'RegExp',
    isMap: (v) => cls(v) === 'Map',
    isSet: (v) => cls(v) === 'Set',
    isWeakMap: (v) => cls(v) === 'WeakMap',
    isWeakSet: (v) => cls(v) === 'WeakSet',
    isProxy: (v) => cls(v) === 'Proxy',
    isNativeError: (v) => cls(v) === 'Error',
    isArgumentsObject: (v) => cls(v) === 'Arguments',
    isGeneratorObject: (v) => cls(v) === 'Generator' || cls(v) === 'AsyncGenerator',
    isAsyncFunction: (v) => cls(v) === 'AsyncFunction' || cls(v) === 'AsyncGeneratorFunction',
    isGeneratorFunction: (v) => cls(v) === 'GeneratorFunction' || cls(v) === 'AsyncGeneratorFunction',
    isMapIterator: (v) => cls(v) === 'Iterator' && Object.getPrototypeOf(v) === mapIteratorPrototype,
    isSetIterator: (v) => cls(v) === 'Iterator' && Object.getPrototypeOf(v) === setIteratorPrototype,
    isNumberObject: (v) => cls(v) === 'Number',
    isStringObject: (v) => cls(v) === 'String',
    isBooleanObject: (v) => cls(v) === 'Boolean',
    isSymbolObject: (v) => cls(v) === 'Symbol',
    isBigIntObject: (v) => cls(v) === 'BigInt',
    isBoxedPrimitive: (v) => ['Number', 'String', 'Boolean', 'Symbol', 'BigInt'].indexOf(cls(v)) >= 0,
    isModuleNamespaceObject: (v) => v !== null && typeof v === 'object' && Object.prototype.toString.call(v) === '[object Module]' && !Object.isExtensible(v),
    isExternal: () => false,
    isKeyObject: () => false,
    isCryptoKey: () => false,
    isWeakRef: (v) => cls(v) === 'WeakRef',
    // By internal slot, like node: %TypedArray%.prototype[@@toStringTag] is undefined for
    // anything but a typed array, and the buffers' getters throw for other receivers.
    isTypedArray: (v) => typedArrayTag(v) !== undefined,
    isArrayBuffer: (v) => hasSlot(arrayBufferByteLength, v),
    isSharedArrayBuffer: (v) => hasSlot(sharedArrayBufferByteLength, v),
    isAnyArrayBuffer: (v) => hasSlot(arrayBufferByteLength, v) || hasSlot(sharedArrayBufferByteLength, v),
    isDataView: (v) => hasSlot(dataViewBuffer, v),
    isArrayBufferView: (v) => ArrayBuffer.isView(v),
  };
  for (const name of ['Uint8Array', 'Uint8ClampedArray', 'Uint16Array', 'Uint32Array', 'Int8Array', 'Int16Array', 'Int32Array',
    'Float32Array', 'Float64Array', 'BigInt64Array', 'BigUint64Array']) types['is' + name] = typedArrayIs(name);
  return types;
}
// isDeepStrictEqual (lib/internal/util/comparisons.js, strict mode): Object.is for
// primitives, equal prototypes and tags, own enumerable keys (and symbols), Map and Set
// entries in any order, dates, regexps, boxed primitives, bytes; cycles end by a memo.
function isDeepStrictEqual(a, b) { return deepStrictEqual(a, b, []); }
function deepStrictEqual(a, b, memos) {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) {
    return false;
  }
  if (Object.getPrototypeOf(a) !== Object.getPrototypeOf(b)) return false;
  const toString = Object.prototype.toString;
  if (toString.call(a) !== toString.call(b)) return false;
  for (const m of memos) if (m[0] === a && m[1] === b) return true;
  memos.push([a, b]);
  const result = deepStrictEqualObjects(a, b, memos);
  memos.pop();
  return result;
}
function deepStrictEqualObjects(a, b, memos) {
  const classA = B.objectClass(a);
  if (classA !== B.objectClass(b)) return false;
  if (Array.isArray(a) && a.length !== b.length) return false;
  if (classA === 'Date' && a.getTime() !== b.getTime()) return false;
  if (classA === 'RegExp' && (a.source !== b.source || a.flags !== b.flags || a.lastIndex !== b.lastIndex)) return false;
  if (classA === 'Error' && (a.message !== b.message || a.name !== b.name)) return false;
  if (['Number', 'String', 'Boolean', 'BigInt'].indexOf(classA) >= 0 && !Object.is(a.valueOf(), b.valueOf())) return false;
  if (classA === 'Symbol' && a.valueOf() !== b.valueOf()) return false;
  if (a instanceof Buffer && a._bytes.join(',') !== b._bytes.join(',')) return false;
  if (ArrayBuffer.isView(a)) {
    if (a.byteLength !== b.byteLength || typedArrayTag(a) !== typedArrayTag(b)) return false;
    const x = new Uint8Array(a.buffer, a.byteOffset, a.byteLength), y = new Uint8Array(b.buffer, b.byteOffset, b.byteLength);
    for (let i = 0; i < x.length; i++) if (x[i] !== y[i]) return false;
  }
  const keysA = Object.keys(a), keysB = Object.keys(b);
  if (keysA.length !== keysB.length) return false;
  for (const k of keysA) if (!Object.prototype.propertyIsEnumerable.call(b, k)) return false;
  const symbolsA = Object.getOwnPropertySymbols(a).filter((k) => Object.prototype.propertyIsEnumerable.call(a, k));
  const symbolsB = Object.getOwnPropertySymbols(b).filter((k) => Object.prototype.propertyIsEnumerable.call(b, k));
  if (symbolsA.length !== symbolsB.length) return false;
  for (const k of symbolsA) if (!Object.prototype.propertyIsEnumerable.call(b, k)) return false;
  if (classA === 'Set') {
    if (a.size !== b.size) return false;
    const rest = [];
    for (const v of b) if (typeof v === 'object' && v !== null) rest.push(v);
    for (const v of a) {
      if (typeof v === 'object' && v !== null) {
        const i = rest.findIndex((w) => deepStrictEqual(v, w, memos));
        if (i < 0) return false;
        rest.splice(i, 1);
      } else if (!b.has(v)) {
        return false;
      }
    }
  }
  if (classA === 'Map') {
    if (a.size !== b.size) return false;
    const rest = [];
    for (const [k, v] of b) if (typeof k === 'object' && k !== null) rest.push([k, v]);
    for (const [k, v] of a) {
      if (typeof k === 'object' && k !== null) {
        const i = rest.findIndex((e) => deepStrictEqual(k, e[0], memos) && deepStrictEqual(v, e[1], memos));
        if (i < 0) return false;
        rest.splice(i, 1);
      } else if (!b.has(k) || !deepStrictEqual(v, b.get(k), memos)) {
        return false;
      }
    }
  }
  for (const k of keysA) if (!deepStrictEqual(a[k], b[k], memos)) return false;
  for (const k of symbolsA) if (!deepStrictEqual(a[k], b[k], memos)) return false;
  return true;
}
const util = {
  promisify, callbackify,
  inspect(v, options) {
    const o = options && typeof options === 'object' ? options : {};
    // FIXME: compact: true (Node's other layout) is not ported; it prints as the default (3).
    const compact = o.compact === false ? 0 : typeof o.compact === 'number' ? o.compact : undefined;
    return B.inspect(v, o.depth === null || o.depth === Infinity ? 1e9 : o.depth !== undefined ? o.depth : 2,
      o.breakLength === Infinity ? 1e9 : o.breakLength, compact, o.sorted === true);
  },
  format(...args) { return B.format(...args); },
  isDeepStrictEqual,
  types: utilTypes(),
  TextEncoder, TextDecoder,
  inherits(ctor, superCtor) { Object.setPrototypeOf(ctor.prototype, superCtor.prototype); Object.setPrototypeOf(ctor, superCtor); },
};
util.inspect.custom = W.inspectCustom;
modules.util = util;

// ---------------------------------------------------------------------------------------
// crypto: the work is simulated on the threadpool with the cost model's costs. SIMPLIFIED:
// the bytes of derived keys (pbkdf2, scrypt) are not computed; they are seeded
// pseudo-random bytes of the right length. Hashes and HMACs are real.

function pseudoBytes(n) { const out = []; for (let i = 0; i < n; i++) out.push(Math.floor(B.random() * 256)); return out; }
function pbkdf2Cost(iterations, digest) {
  const ns = String(digest).toLowerCase() === 'sha512' ? 500 : 250;
  return iterations * ns / 1e6;
}
function checkPbkdf2(iterations, keylen) {
  if (typeof iterations !== 'number') throw invalidArgType('iterations', 'of type number', iterations);
  if (typeof keylen !== 'number') throw invalidArgType('keylen', 'of type number', keylen);
}
const crypto = {
  pbkdf2(password, salt, iterations, keylen, digest, cb) {
    checkPbkdf2(iterations, keylen);
    validateFunction(cb, 'callback');
    B.work('pool', 'crypto.pbkdf2 ' + iterations, pbkdf2Cost(iterations, digest), () => cb(null, new Buffer(undefined, pseudoBytes(keylen))));
  },
  pbkdf2Sync(password, salt, iterations, keylen, digest) {
    checkPbkdf2(iterations, keylen);
    B.block(pbkdf2Cost(iterations, digest));
    return new Buffer(undefined, pseudoBytes(keylen));
  },
  scrypt(password, salt, keylen, options, cb) {
    if (typeof options === 'function') cb = options;
    validateFunction(cb, 'callback');
    B.work('pool', 'crypto.scrypt', 40, () => cb(null, new Buffer(undefined, pseudoBytes(keylen))));
  },
  scryptSync(password, salt, keylen) { B.block(40); return new Buffer(undefined, pseudoBytes(keylen)); },
  randomBytes(size, cb) {
    if (typeof size !== 'number') throw invalidArgType('size', 'of type number', size);
    if (cb === undefined) { B.block(size * 5e-6); return new Buffer(undefined, pseudoBytes(size)); }
    validateFunction(cb, 'callback');
    B.work('pool', 'crypto.randomBytes ' + size, Math.max(0.01, size * 5e-6), () => cb(null, new Buffer(undefined, pseudoBytes(size))));
  },
  randomInt(min, max, cb) {
    if (max === undefined || typeof max === 'function') { cb = max; max = min; min = 0; }
    const v = min + Math.floor(B.random() * (max - min));
    if (typeof cb === 'function') { B.work('pool', 'crypto.randomInt', 0.01, () => cb(null, v)); return; }
    return v;
  },
  randomUUID() {
    const b = pseudoBytes(16).map(x => hexDigits[x >> 4] + hexDigits[x & 15]);
    b[6] = '4' + b[6][1];
    b[8] = hexDigits[8 + (parseInt(b[8][0], 16) & 3)] + b[8][1];
    return b.slice(0, 4).join('') + '-' + b.slice(4, 6).join('') + '-' + b.slice(6, 8).join('') + '-' + b.slice(8, 10).join('') + '-' + b.slice(10).join('');
  },
};
// createHash / createHmac: real digests (md5, sha1, sha224, sha256, sha384, sha512, from
// core/util/digest.cpp). SIMPLIFIED: a Hash keeps the bytes given to update() and hashes
// them at digest(); it is not a stream (no write/end/pipe).
function latin1FromBytes(bytes) {
  let s = '';
  for (let i = 0; i < bytes.length; i += 4096) s += String.fromCharCode.apply(null, bytes.slice(i, i + 4096));
  return s;
}
function bytesFromLatin1(s) { const out = []; for (let i = 0; i < s.length; i++) out.push(s.charCodeAt(i)); return out; }
const hashNames = ['md5', 'sha1', 'sha224', 'sha256', 'sha384', 'sha512'];
function hashAlgorithm(name) {
  if (typeof name !== 'string') return undefined;
  let n = name.toLowerCase();
  if (n.startsWith('rsa-')) n = n.slice(4);
  if (n === 'sha-1') n = 'sha1';
  else if (/^sha-(224|256|384|512)$/.test(n)) n = 'sha' + n.slice(4);
  else if (/^sha2-(224|256|384|512)$/.test(n)) n = 'sha' + n.slice(5);
  return hashNames.indexOf(n) >= 0 ? n : undefined;
}
function bytesOfData(data, encoding, name) {
  if (typeof data === 'string') return bytesFromString(data, normalizeEncoding(encoding));
  if (data instanceof Buffer) return data._bytes;
  if (ArrayBuffer.isView(data)) return Array.from(new Uint8Array(data.buffer, data.byteOffset, data.byteLength));
  throw invalidArgType(name, 'of type string or an instance of Buffer, TypedArray, or DataView', data);
}
function encodeDigest(bytes, encoding) {
  if (encoding === undefined || encoding === 'buffer') return new Buffer(undefined, bytes);
  let e;
  try { e = normalizeEncoding(encoding); } catch { e = 'buffer'; }
  // An unknown encoding gives a Buffer, as Node 20.
  return e === 'buffer' ? new Buffer(undefined, bytes) : stringFromBytes(bytes, e);
}
const kHashState = Symbol('kState');
class Hash {
  constructor(algorithm, key) {
    Object.defineProperty(this, kHashState, { value: { algorithm, key, chunks: [], finalized: false } });
  }
  update(data, inputEncoding) {
    const state = this[kHashState];
    if (state.finalized) throw codedError(Error, 'ERR_CRYPTO_HASH_FINALIZED', 'Digest already called');
    state.chunks.push(latin1FromBytes(bytesOfData(data, inputEncoding, 'data')));
    return this;
  }
  digest(outputEncoding) {
    const state = this[kHashState];
    if (state.finalized) throw codedError(Error, 'ERR_CRYPTO_HASH_FINALIZED', 'Digest already called');
    state.finalized = true;
    const result = B.digest(state.algorithm, state.chunks.join(''), state.key);
    state.chunks = [];
    return encodeDigest(bytesFromLatin1(result), outputEncoding);
  }
}
class Hmac extends Hash {}
Hash.prototype.copy = function copy() {
  const state = this[kHashState];
  if (state.finalized) throw codedError(Error, 'ERR_CRYPTO_HASH_FINALIZED', 'Digest already called');
  const h = new Hash(state.algorithm, undefined);
  h[kHashState].chunks = state.chunks.slice();
  return h;
};
Object.defineProperty(Hmac.prototype, 'copy', { value: undefined });
crypto.createHash = function createHash(algorithm) {
  if (typeof algorithm !== 'string') throw invalidArgType('algorithm', 'of type string', algorithm);
  const name = hashAlgorithm(algorithm);
  if (name === undefined) throw new Error('Digest method not supported');
  return new Hash(name, undefined);
};
crypto.createHmac = function createHmac(hmac, key) {
  if (typeof hmac !== 'string') throw invalidArgType('hmac', 'of type string', hmac);
  const name = hashAlgorithm(hmac);
  if (name === undefined) throw codedError(TypeError, 'ERR_CRYPTO_INVALID_DIGEST', 'Invalid digest: ' + hmac);
  if (typeof key !== 'string' && !(key instanceof Buffer) && !ArrayBuffer.isView(key))
    throw invalidArgType('key', 'of type string or an instance of ArrayBuffer, Buffer, TypedArray, DataView, KeyObject, or CryptoKey', key);
  return new Hmac(name, latin1FromBytes(bytesOfData(key, 'utf8', 'key')));
};
// SIMPLIFIED: only the digests evloop computes (Node lists OpenSSL's 52 names).
crypto.getHashes = () => hashNames.slice();
crypto.Hash = Hash;
crypto.Hmac = Hmac;
// timingSafeEqual(a, b): byte equality of two equally long buffers.
crypto.timingSafeEqual = function timingSafeEqual(buf1, buf2) {
  const bytesOf = (v, name) => {
    if (v instanceof Buffer) return v._bytes;
    if (v instanceof ArrayBuffer) return Array.from(new Uint8Array(v));
    if (ArrayBuffer.isView(v)) return Array.from(new Uint8Array(v.buffer, v.byteOffset, v.byteLength));
    // Node's message for these has no "Received …" part.
    throw codedError(TypeError, 'ERR_INVALID_ARG_TYPE', 'The "' + name + '" argument must be an instance of ArrayBuffer, Buffer, TypedArray, or DataView.');
  };
  const a = bytesOf(buf1, 'buf1'), b = bytesOf(buf2, 'buf2');
  if (a.length !== b.length) throw codedError(RangeError, 'ERR_CRYPTO_TIMING_SAFE_EQUAL_LENGTH', 'Input buffers must have the same byte length');
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a[i] ^ b[i];
  return diff === 0;
};
modules.crypto = crypto;

// ---------------------------------------------------------------------------------------
// dns: getaddrinfo on the threadpool (at most half the threads, "slow I/O")

const dns = {
  lookup(hostname, options, cb) {
    if (typeof options === 'function') { cb = options; options = {}; }
    validateFunction(cb, 'callback');
    if (typeof hostname !== 'string') throw invalidArgType('hostname', 'of type string', hostname);
    B.work('slow', 'dns.lookup ' + hostname, 2, () => {
      if (hostname === 'localhost' || hostname === '127.0.0.1') {
        if (options && options.all) cb(null, [{ address: '127.0.0.1', family: 4 }]);
        else cb(null, '127.0.0.1', 4);
      }
      else {
        const e = new Error('getaddrinfo ENOTFOUND ' + hostname);
        e.errno = -3008; e.code = 'ENOTFOUND'; e.syscall = 'getaddrinfo'; e.hostname = hostname;
        cb(e);
      }
    });
  },
};
dns.promises = { lookup: (h, options) => new Promise((resolve, reject) => dns.lookup(h, options || {}, (e, address, family) =>
  e ? reject(e) : resolve(options && options.all ? address : { address, family }))) };
dns.lookup[promisifyCustom] = dns.promises.lookup; // util.promisify(dns.lookup) gives { address, family }
modules.dns = dns;

// ---------------------------------------------------------------------------------------
// http: servers on a simulated localhost network. A request crosses the network
// (network_ms), is parsed, and the server's 'request' listener runs in a poll phase; the
// response crosses back the same way. Outside localhost there is no network.

const servers = new Map(); // port → Server
let NET = { oneWay: 1 };
const STATUS = { 200: 'OK', 201: 'Created', 204: 'No Content', 301: 'Moved Permanently', 302: 'Found', 304: 'Not Modified',
  400: 'Bad Request', 401: 'Unauthorized', 403: 'Forbidden', 404: 'Not Found', 500: 'Internal Server Error', 503: 'Service Unavailable' };

class IncomingMessage extends EventEmitter {
  constructor(method, url, headers, body) {
    super();
    this.method = method; this.url = url; this.headers = headers; this.httpVersion = '1.1';
    Object.defineProperty(this, '_body', { value: body });
    Object.defineProperty(this, '_paused', { value: false, writable: true });
  }
  // SIMPLIFIED: the body arrives as one 'data' chunk right after the response callback,
  // so flow control has nothing to hold back; these keep stream-style code working.
  resume() { this._paused = false; return this; }
  pause() { this._paused = true; return this; }
  isPaused() { return this._paused; }
  setEncoding() { return this; }
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
  address() { return this.listening ? { address: '::', family: 'IPv6', port: this._port } : null; }
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

// One request over the simulated network; `respond(status, headers, body)` runs in the
// client's poll phase, or `fail(error)` when nothing listens on the port.
function sendRequest(port, method, url, headers, body, respond, fail, label, latency) {
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
    const res = new ServerResponse((status, resHeaders, text) => {
      B.work('net', label + ' (response)', NET.oneWay, () => { B.block(0.05); respond(status, resHeaders, text); });
    });
    server.emit('request', req, res);
    if (body) req.emit('data', Buffer.from(body));
    req.emit('end');
  });
}

const http = {
  createServer(options, handler) { return new Server(typeof options === 'function' ? options : handler); },
  Server, IncomingMessage, ServerResponse, STATUS_CODES: STATUS,
  get(url, options, cb) { return http.request(url, options, cb, 'GET'); },
  request(url, options, cb, forcedMethod) {
    if (typeof options === 'function') { cb = options; options = {}; }
    options = options || {};
    const target = typeof url === 'string' ? parseUrl(url) : { host: url.hostname || url.host || 'localhost', port: url.port || 80, path: url.path || '/' };
    const method = forcedMethod || options.method || (url && url.method) || 'GET';
    const req = new EventEmitter();
    let body = '';
    req.write = (chunk) => { body += String(chunk); return true; };
    req.end = (chunk) => {
      if (chunk) body += String(chunk);
      sendRequest(Number(target.port), method, target.path, options.headers || {}, body, (status, headers, text) => {
        const res = new IncomingMessage(undefined, undefined, headers, text);
        res.statusCode = status;
        res.statusMessage = STATUS[status] || '';
        if (cb) cb(res);
        req.emit('response', res);
        res.emit('data', Buffer.from(text));
        res.emit('end');
      }, (e) => req.emit('error', e), method + ' ' + target.path);
      return req;
    };
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

class Headers {
  constructor(init) { Object.defineProperty(this, '_h', { value: Object.create(null) }); if (init) for (const k of Object.keys(init)) this._h[k.toLowerCase()] = String(init[k]); }
  get(name) { const v = this._h[String(name).toLowerCase()]; return v === undefined ? null : v; }
  has(name) { return String(name).toLowerCase() in this._h; }
  set(name, value) { this._h[String(name).toLowerCase()] = String(value); }
}
class Response {
  constructor(body, init) {
    init = init || {};
    Object.defineProperty(this, '_body', { value: body === undefined || body === null ? '' : String(body), writable: true });
    Object.defineProperty(this, '_used', { value: false, writable: true });
    this.status = init.status === undefined ? 200 : init.status;
    this.statusText = init.statusText || STATUS[this.status] || '';
    this.ok = this.status >= 200 && this.status < 300;
    this.headers = new Headers(init.headers);
    this.url = init.url || '';
  }
  get bodyUsed() { return this._used; }
  _take() {
    if (this._used) return Promise.reject(new TypeError('Body is unusable: Body has already been read'));
    this._used = true;
    return Promise.resolve(this._body);
  }
  text() { return this._take(); }
  json() { return this._take().then((t) => JSON.parse(t)); }
}

function fetch(input, init) {
  init = init || {};
  const url = String(input);
  return new Promise((resolve, reject) => {
    let target;
    try { target = parseUrl(url); } catch (e) { reject(new TypeError('Failed to parse URL from ' + url)); return; }
    const failed = (cause) => { const e = new TypeError('fetch failed'); e.cause = cause; reject(e); };
    if (target.host !== 'localhost' && target.host !== '127.0.0.1') {
      B.work('net', 'fetch ' + url, 5, () => {
        const cause = new Error('getaddrinfo ENOTFOUND ' + target.host);
        cause.code = 'ENOTFOUND';
        failed(cause);
      });
      return;
    }
    // undici: an aborted signal rejects with its reason, before or while the request is out.
    const signal = init.signal;
    if (signal && signal.aborted) { reject(signal.reason); return; }
    let settled = false;
    if (signal) W.addAbortAlgorithm(signal, () => { if (!settled) { settled = true; reject(signal.reason); } });
    const method = (init.method || 'GET').toUpperCase();
    sendRequest(target.port, method, target.path, init.headers || {}, init.body ? String(init.body) : '', (status, headers, text) => {
      if (settled) return;
      settled = true;
      resolve(new Response(text, { status, headers, url }));
    }, (e) => { if (!settled) { settled = true; failed(e); } }, method + ' ' + target.path);
  });
}

// A simulated client from the run's settings ("get /slow @ 10ms"): the first listening server.
// The client is another process: its request left at `sent` and arrives one network
// latency later even if this process was busy then.
exportsObject.simulatedRequest = function simulatedRequest(method, pathname, sent) {
  const port = servers.keys().next().value;
  const label = method + ' ' + pathname;
  if (port === undefined) { B.requestMetric(label, sent, 0); return; }
  sendRequest(port, method, pathname, {}, '', (status) => B.requestMetric(label, sent, status), () => B.requestMetric(label, sent, 0), label,
    Math.max(0, sent + NET.oneWay - performance.now()));
};

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

// ---------------------------------------------------------------------------------------
// perf_hooks

class Histogram {
  constructor(resolution) { Object.defineProperty(this, '_id', { value: B.monitor('create', 0, resolution) }); }
  enable() { return B.monitor('enable', this._id); }
  disable() { return B.monitor('disable', this._id); }
  reset() { B.monitor('reset', this._id); }
  _samples() { const s = B.monitor('stats', this._id); return s.slice(1); }
  get count() { return this._samples().length; }
  get min() { const s = this._samples(); return s.length ? s[0] : 9223372036854776000; }
  get max() { const s = this._samples(); return s.length ? s[s.length - 1] : 0; }
  get mean() { const s = this._samples(); return s.length ? s.reduce((a, b) => a + b, 0) / s.length : NaN; }
  get stddev() {
    const s = this._samples();
    if (!s.length) return NaN;
    const m = this.mean;
    return Math.sqrt(s.reduce((a, b) => a + (b - m) * (b - m), 0) / s.length);
  }
  get exceeds() { return 0; }
  percentile(p) {
    const s = this._samples();
    if (!s.length) return 0;
    const i = Math.min(s.length - 1, Math.max(0, Math.ceil(p / 100 * s.length) - 1));
    return s[i];
  }
  get percentiles() { const m = new Map(); for (const p of [0, 50, 75, 87.5, 100]) if (this.count) m.set(p, this.percentile(p)); return m; }
}
const perfHooks = {
  performance,
  monitorEventLoopDelay(options) {
    const resolution = options && options.resolution !== undefined ? options.resolution : 10;
    if (typeof resolution !== 'number' || resolution <= 0) throw codedError(RangeError, 'ERR_OUT_OF_RANGE', 'The value of "options.resolution" is out of range. It must be > 0. Received ' + resolution);
    return new Histogram(resolution);
  },
};
performance.eventLoopUtilization = function eventLoopUtilization(previous) {
  const [idle, active] = B.elu();
  let i = idle, a = active;
  if (previous) { i -= previous.idle; a -= previous.active; }
  return { idle: i, active: a, utilization: i + a > 0 ? a / (i + a) : 0 };
};
performance.timeOrigin = 1704067200000;
modules.perf_hooks = perfHooks;

modules.os = { EOL: '\n', platform: () => 'linux', cpus: () => [{ model: 'evloop virtual CPU', speed: 2400 }, { model: 'evloop virtual CPU', speed: 2400 }],
  availableParallelism: () => 2, tmpdir: () => '/tmp', homedir: () => '/home/learner', hostname: () => 'evloop' };
modules.assert = function assert(value, message) { if (!value) { const e = new Error(message || 'The expression evaluated to a falsy value'); e.code = 'ERR_ASSERTION'; throw e; } };
modules.assert.strictEqual = (a, b, message) => { if (!Object.is(a, b)) { const e = new Error(message || 'Expected values to be strictly equal:\n\n' + B.inspect(a, 2) + ' !== ' + B.inspect(b, 2) + '\n'); e.code = 'ERR_ASSERTION'; throw e; } };
modules.assert.ok = modules.assert;
modules.assert.equal = (a, b, message) => { if (a != b) { const e = new Error(message || B.inspect(a, 2) + ' == ' + B.inspect(b, 2)); e.code = 'ERR_ASSERTION'; throw e; } };
modules.assert.deepStrictEqual = (a, b, message) => { if (!isDeepStrictEqual(a, b)) { const e = new Error(message || 'Expected values to be strictly deep-equal'); e.code = 'ERR_ASSERTION'; throw e; } };
modules['assert/strict'] = modules.assert;

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
modules.url = { fileURLToPath, pathToFileURL, URL, URLSearchParams };

let importMeta;
exportsObject.importMeta = function importMeta_() {
  // Node 20.11+: { dirname, filename, resolve, url } on a null prototype.
  if (!importMeta) {
    const filename = process.argv[1];
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
  }
  return importMeta;
};

// 16.2.1.10 GetModuleNamespace: the module's exports (sorted) and `default`, the
// CommonJS view Node gives of its builtin modules.
const namespaces = new Map();
function moduleNamespace(exports) {
  let ns = namespaces.get(exports);
  if (ns) return ns;
  ns = Object.create(null);
  const keys = Object.keys(exports);
  if (keys.indexOf('default') < 0) keys.push('default');
  keys.sort();
  for (const k of keys) ns[k] = k === 'default' ? exports : exports[k];
  Object.defineProperty(ns, Symbol.toStringTag, { value: 'Module' });
  Object.preventExtensions(ns);
  namespaces.set(exports, ns);
  return ns;
}
const imported = new Set();
const loading = new Map();
// import(specifier): SIMPLIFIED: Node's ESM loader is a chain of async functions; measured
// with Node 20, import() of a builtin module settles 16 microtask ticks later the first
// time, 8 once it was imported, and a missing module rejects 4 ticks later. evloop passes
// the same number of promise jobs, so ordering against other microtasks matches.
exportsObject.dynamicImport = function dynamicImport(specifier) {
  let settle, hops;
  try {
    const s = `${specifier}`; // ToString: a symbol throws a TypeError
    const bare = s.startsWith('node:') ? s.slice(5) : s;
    const exports = modules[bare];
    if (exports === undefined || bare === 'express' && s.startsWith('node:')) {
      hops = 2;
      const relative = s.startsWith('./') || s.startsWith('../') || s.startsWith('/') || s.startsWith('file:');
      const error = relative
        ? codedError(Error, 'ERR_MODULE_NOT_FOUND', "Cannot find module '" + (s.startsWith('file:') ? fileURLToPath(s) : path.resolve(cwd, s)) + "' imported from " + process.argv[1])
        : s.startsWith('node:')
          ? codedError(Error, 'ERR_UNKNOWN_BUILTIN_MODULE', 'No such built-in module: ' + s)
          : codedError(Error, 'ERR_MODULE_NOT_FOUND', "Cannot find package '" + s + "' imported from " + process.argv[1]);
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

// ---------------------------------------------------------------------------------------
// globals

function defineGlobal(name, value) {
  Object.defineProperty(globalThis, name, { value, writable: true, configurable: true, enumerable: false });
}
exportsObject.init = function init(fileName, poolSize, module, diskMs, networkMs, directory) {
  isModule = !!module;
  if (typeof directory === 'string' && directory.startsWith('/')) {
    cwd = path.resolve(directory);
    for (let d = cwd; d !== '/'; d = path.dirname(d)) dirs.add(d);
  }
  DISK.trip = (diskMs === undefined ? 1 : diskMs) / 4;
  NET.oneWay = networkMs === undefined ? 1 : networkMs;
  const filename = cwd + '/' + fileName;
  files.set(filename, B.source());
  process.argv.push(filename);
  process.env.UV_THREADPOOL_SIZE = poolSize === 4 ? undefined : String(poolSize);
  if (process.env.UV_THREADPOOL_SIZE === undefined) delete process.env.UV_THREADPOOL_SIZE;
  defineGlobal('process', process);
  defineGlobal('setTimeout', setTimeout);
  defineGlobal('clearTimeout', clearTimeout);
  defineGlobal('setInterval', setInterval);
  defineGlobal('clearInterval', clearInterval);
  defineGlobal('setImmediate', setImmediate);
  defineGlobal('clearImmediate', clearImmediate);
  defineGlobal('Buffer', Buffer);
  defineGlobal('global', globalThis);
  defineGlobal('fetch', fetch);
  defineGlobal('Response', Response);
  defineGlobal('Headers', Headers);
  if (!isModule) {
    defineGlobal('__filename', filename);
    defineGlobal('__dirname', cwd);
  } else {
    delete globalThis.require;
  }
};
exportsObject.modules = modules;
