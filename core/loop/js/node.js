// evloop's Node.js host, the JavaScript half: the API a program sees (process, timers'
// objects, events, stream, fs, path, util, crypto, dns, http, express, perf_hooks, ...), built on
// the natives in core/loop/node/ (`binding`). The event loop itself is C++. This code runs
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
  // lib/internal/perf/observe.js delivers observer entries from a setImmediate.
  queueObserverTask: (fn) => setImmediate(fn),
  note: (text) => B.note(text),
  received: (v) => describeReceived(v),
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

// An unhandled 'error' event's report (lib/events.js): the error's stack, then where the
// event was emitted, the frames the two stacks share (a run of more than three) shown
// as their first and last with a marker between.
const kEnhanceStackBeforeInspector = Symbol('kEnhanceStackBeforeInspector');
function emittedAt(err, emittedStack, on) {
  const errFrames = String(err.stack).split('\n').slice(1);
  const own = String(emittedStack).split('\n').slice(1);
  for (let i = 0; i < own.length - 3; i++) {
    const pos = errFrames.indexOf(own[i]);
    if (pos === -1 || errFrames.length - pos <= 3) continue;
    let len = 1;
    while (i + len < own.length && pos + len < errFrames.length && own[i + len] === errFrames[pos + len]) len++;
    if (len > 3) { own.splice(i + 1, len - 2, '    [... lines matching original stack trace ...]'); break; }
  }
  return err.stack + "\nEmitted 'error' event" + on + ' at:\n' + own.join('\n');
}
exportsObject.beforeInspector = function beforeInspector(error) {
  try {
    if (typeof error[kEnhanceStackBeforeInspector] === 'function') error.stack = error[kEnhanceStackBeforeInspector]();
  } catch (e) { /* the report goes on with the stack as it is */ }
};
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
      let ctorName = 'EventEmitter';
      try { ctorName = this.constructor.name; } catch (e) { /* keep the default */ }
      if (err instanceof Error) {
        // Node's report adds where the event was emitted after the error's own stack.
        const emitted = {};
        Error.captureStackTrace(emitted);
        const on = ctorName !== 'EventEmitter' ? ' on ' + ctorName + ' instance' : '';
        Object.defineProperty(err, kEnhanceStackBeforeInspector, { value: () => emittedAt(err, emitted.stack, on), configurable: true });
        B.throwSite(err, 'node:events', 502, 7, "      throw er; // Unhandled 'error' event");
        throw err;
      }
      const e = codedError(Error, 'ERR_UNHANDLED_ERROR', 'Unhandled error. (' + B.inspect(err, 2) + ')');
      e.context = err;
      const firstFrame = e.stack.indexOf('\n    at ');
      const frame = '\n    at ' + ctorName + '.emit (node:events:513:17)';
      e.stack = firstFrame === -1 ? e.stack + frame : e.stack.slice(0, firstFrame) + frame + e.stack.slice(firstFrame);
      B.throwSite(e, 'node:events', 515, 5, "    throw err; // Unhandled 'error' event");
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
    if (emitter instanceof W.EventTarget && typeof emitter.once !== 'function') {
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
  const isTarget = emitter instanceof W.EventTarget && typeof emitter.on !== 'function';
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
// process.stdout / process.stderr are Writables, made in the stream section below.
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
  constructor(id, after, repeat, callback) {
    Object.defineProperty(this, '_id', { value: id, writable: true });
    this._idleTimeout = after;
    // The callback runs as `timer._onTimeout()`, as in Node (its stack frame says so).
    this._onTimeout = callback;
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

function coerceAfter(after) {
  after = after * 1;
  if (!(after >= 1 && after <= 2147483647)) after = 1;
  return after;
}

function setTimeout(callback, after, ...args) {
  validateFunction(callback, 'callback');
  const t = new Timeout(0, coerceAfter(after), null, callback);
  t._id = B.setTimer(callback, after, args, false, t);
  return t;
}
function setInterval(callback, repeat, ...args) {
  validateFunction(callback, 'callback');
  const after = coerceAfter(repeat);
  const t = new Timeout(0, after, after, callback);
  t._id = B.setTimer(callback, repeat, args, true, t);
  return t;
}
function clearTimeout(timer) {
  if (timer === null || timer === undefined) return;
  let id = timer;
  if (typeof timer === 'object') { id = timer._id; timer._destroyed = true; }
  else if (typeof timer === 'string') id = Number(timer);
  if (typeof id !== 'number') return;
  B.clearTimer(id);
}
const clearInterval = clearTimeout;

class Immediate {
  constructor(callback) {
    Object.defineProperty(this, '_id', { value: 0, writable: true });
    this._onImmediate = callback; // run as `immediate._onImmediate()`, as in Node
  }
  ref() { B.immediateRef(this._id, true); return this; }
  unref() { B.immediateRef(this._id, false); return this; }
  hasRef() { return B.immediateRef(this._id); }
}
function setImmediate(callback, ...args) {
  validateFunction(callback, 'callback');
  const imm = new Immediate(callback);
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
// ascii, utf16le/ucs2). FIXME: Buffer(...) without `new` (deprecated in Node) throws, as
// Buffer is a class here.

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
function normalizeEncoding(encoding) {
  if (encoding === undefined || encoding === null) return 'utf8';
  const e = String(encoding).toLowerCase();
  if (e === 'utf8' || e === 'utf-8') return 'utf8';
  if (e === 'hex' || e === 'base64' || e === 'base64url' || e === 'ascii') return e;
  if (e === 'latin1' || e === 'binary') return 'latin1';
  if (e === 'utf16le' || e === 'utf-16le' || e === 'ucs2' || e === 'ucs-2') return 'utf16le';
  throw codedError(TypeError, 'ERR_UNKNOWN_ENCODING', 'Unknown encoding: ' + encoding);
}
// The bytes of a string in an encoding (normalizeEncoding's names), as a Uint8Array, and
// the string of bytes (a Uint8Array or an array): natives, as Node's are
// (node/buffer.cpp, which says how lenient the decoders are).
function bytesFromString(s, encoding) { return new Uint8Array(B.encode(s, encoding)); }
function stringFromBytes(bytes, encoding) {
  const s = B.decode(isUint8(bytes) ? bytes : new Uint8Array(bytes), encoding);
  if (s === null) throw codedError(Error, 'ERR_STRING_TOO_LONG', 'Cannot create a string longer than 0x4000000 characters');
  return s;
}
// Buffer is a Uint8Array subclass, as in Node: buf[i], iteration, typed-array methods;
// subarray and slice share memory. SIMPLIFIED: no 8 KiB allocation pool (every Buffer has
// its own ArrayBuffer, so buf.byteOffset is 0 and buf.buffer.byteLength is the length).
const kMaxLength = 4294967296;
function bufferOf(bytes) {
  const b = new Buffer(bytes.length);
  b.set(bytes);
  return b;
}
function isUint8(v) { return v instanceof Uint8Array; }
function bytesOf(v) { return Array.from(v); }
function validateSize(size) {
  if (typeof size !== 'number') throw invalidArgType('size', 'of type number', size);
  if (!(size >= 0 && size <= kMaxLength)) throw outOfRange('size', '>= 0 && <= ' + kMaxLength, size);
}
// Positions as lib/buffer.js clamps them: undefined is the default, negative counts from
// the end only where Node says so (here: not), NaN is 0.
function clampStart(v, len) { if (v === undefined) return 0; v = Math.trunc(+v) || 0; return v < 0 ? 0 : Math.min(v, len); }
function clampEnd(v, len) { if (v === undefined) return len; v = Math.trunc(+v) || 0; return v < 0 ? 0 : Math.min(v, len); }
// The bytes a needle or fill value stands for: a string in an encoding, a Buffer or
// Uint8Array, or a number (its low byte).
function needleBytes(value, encoding, what) {
  if (typeof value === 'string') return bytesFromString(value, normalizeEncoding(encoding));
  if (isUint8(value)) return bytesOf(value);
  if (typeof value === 'number') return [(value >>> 0) & 255];
  throw invalidArgType('value', what, value);
}
// IndexOfOffset of node_buffer.cc: where a forward or backward search starts.
function indexOfOffset(length, offset, needleLength, forward) {
  if (offset < 0) {
    if (offset + length >= 0) return length + offset;
    return forward || needleLength === 0 ? 0 : -1;
  }
  if (offset + needleLength <= length) return offset;
  if (needleLength === 0) return length;
  return forward ? -1 : length - 1;
}
function bidirectionalIndexOf(buf, value, byteOffset, encoding, forward) {
  if (typeof byteOffset === 'string') { encoding = byteOffset; byteOffset = undefined; }
  else if (byteOffset > 0x7fffffff) byteOffset = 0x7fffffff;
  else if (byteOffset < -0x80000000) byteOffset = -0x80000000;
  byteOffset = +byteOffset;
  if (Number.isNaN(byteOffset)) byteOffset = forward ? 0 : buf.length;
  byteOffset = Math.trunc(byteOffset);
  const needle = needleBytes(value, encoding, 'one of type number or string or an instance of Buffer or Uint8Array');
  const len = buf.length;
  let start = indexOfOffset(len, byteOffset, needle.length, forward);
  if (needle.length === 0) return start;
  if (start < 0 || len < needle.length) return -1;
  const matchesAt = (i) => { for (let j = 0; j < needle.length; j++) if (buf[i + j] !== needle[j]) return false; return true; };
  if (forward) { for (let i = start; i + needle.length <= len; i++) if (matchesAt(i)) return i; return -1; }
  for (let i = Math.min(start, len - needle.length); i >= 0; i--) if (matchesAt(i)) return i;
  return -1;
}
class Buffer extends Uint8Array {
  // new Buffer(size | arrayBuffer, byteOffset, length): the typed-array constructor (also
  // what subarray, slice and map call through @@species).
  constructor(arg, byteOffset, length) {
    if (typeof arg === 'string') { super(B.encode(arg, normalizeEncoding(byteOffset))); return; }
    if (arg === undefined) super(0);
    else if (length !== undefined) super(arg, byteOffset, length);
    else if (byteOffset !== undefined) super(arg, byteOffset);
    else super(arg);
  }
  static get [Symbol.species]() { return Buffer; }
  static from(value, encodingOrOffset, length) {
    if (typeof value === 'string') return new Buffer(B.encode(value, normalizeEncoding(encodingOrOffset)));
    if (value instanceof ArrayBuffer || value instanceof SharedArrayBuffer) {
      const off = encodingOrOffset === undefined ? 0 : +encodingOrOffset || 0;
      const max = value.byteLength - off;
      if (max < 0) throw codedError(RangeError, 'ERR_BUFFER_OUT_OF_BOUNDS', '"offset" is outside of buffer bounds');
      const len = length === undefined ? max : +length || 0;
      if (len > max) throw codedError(RangeError, 'ERR_BUFFER_OUT_OF_BOUNDS', '"length" is outside of buffer bounds');
      return new Buffer(value, off, len);
    }
    if (value !== null && typeof value === 'object') {
      const prim = typeof value.valueOf === 'function' ? value.valueOf() : value;
      if (prim != null && prim !== value) return Buffer.from(prim, encodingOrOffset, length);
      if (value.length !== undefined || (value.buffer instanceof ArrayBuffer)) {
        if (typeof value.length !== 'number') return new Buffer(0);
        const b = new Buffer(value.length);
        for (let i = 0; i < value.length; i++) b[i] = value[i];
        return b;
      }
      if (value.type === 'Buffer' && Array.isArray(value.data)) return Buffer.from(value.data);
      if (typeof value[Symbol.toPrimitive] === 'function') {
        const p = value[Symbol.toPrimitive]('string');
        if (typeof p === 'string') return Buffer.from(p, encodingOrOffset);
      }
    }
    throw invalidArgType('first', 'of type string or an instance of Buffer, ArrayBuffer, or Array or an Array-like Object', value);
  }
  static alloc(size, fill, encoding) {
    validateSize(size);
    const b = new Buffer(size);
    if (fill !== undefined && fill !== 0 && size > 0) b.fill(fill, encoding);
    return b;
  }
  static allocUnsafe(size) { validateSize(size); return new Buffer(size); }
  static allocUnsafeSlow(size) { validateSize(size); return new Buffer(size); }
  static isBuffer(v) { return v instanceof Buffer; }
  static isEncoding(e) { return typeof e === 'string' && ['utf8', 'utf-8', 'hex', 'base64', 'base64url', 'ascii', 'latin1', 'binary', 'utf16le', 'utf-16le', 'ucs2', 'ucs-2'].indexOf(e.toLowerCase()) !== -1; }
  static byteLength(v, encoding) {
    if (typeof v !== 'string') {
      if (ArrayBuffer.isView(v) || v instanceof ArrayBuffer || v instanceof SharedArrayBuffer) return v.byteLength;
      throw invalidArgType('string', 'of type string or an instance of Buffer or ArrayBuffer', v);
    }
    let e;
    try { e = normalizeEncoding(encoding); } catch (err) { e = 'utf8'; }
    if (e === 'utf8') return utf8Length(v);
    if (e === 'utf16le') return v.length * 2;
    if (e === 'latin1' || e === 'ascii') return v.length;
    if (e === 'hex') return v.length >>> 1;
    // base64: three bytes per four characters, less the padding.
    let n = v.length;
    while (n > 0 && v[n - 1] === '=') n--;
    return (n * 3) >>> 2;
  }
  static concat(list, totalLength) {
    if (!Array.isArray(list)) throw invalidArgType('list', 'an instance of Array', list);
    let total = 0;
    for (let i = 0; i < list.length; i++) {
      if (!isUint8(list[i])) throw invalidArgType('list[' + i + ']', 'an instance of Buffer or Uint8Array', list[i]);
      total += list[i].length;
    }
    if (totalLength !== undefined) total = totalLength >>> 0;
    const out = new Buffer(total);
    let at = 0;
    for (const b of list) {
      if (at >= total) break;
      const n = Math.min(b.length, total - at);
      out.set(n === b.length ? b : b.subarray(0, n), at);
      at += n;
    }
    return out;
  }
  toString(encoding, start, end) {
    if (arguments.length === 0) return stringFromBytes(this, 'utf8');
    const len = this.length;
    const s = start === undefined || start < 0 ? 0 : start >= len ? len : Math.trunc(start) || 0;
    const e = end === undefined || end > len ? len : Math.trunc(end) || 0;
    if (e <= s) return '';
    return stringFromBytes(s === 0 && e === len ? this : this.subarray(s, e), normalizeEncoding(encoding));
  }
  toLocaleString(encoding, start, end) { return this.toString(encoding, start, end); }
  // Node's buf.slice shares memory like subarray (not a copy as Uint8Array's slice).
  slice(start, end) { return this.subarray(start, end); }
  toJSON() { return { type: 'Buffer', data: Array.from(this) }; }
  equals(other) {
    if (!isUint8(other)) throw invalidArgType('otherBuffer', 'an instance of Buffer or Uint8Array', other);
    if (this === other) return true;
    return this.length === other.length && compareBytes(this, other) === 0;
  }
  compare(target, targetStart, targetEnd, sourceStart, sourceEnd) {
    if (!isUint8(target)) throw invalidArgType('target', 'an instance of Buffer or Uint8Array', target);
    const ts = clampStart(targetStart, target.length), te = clampEnd(targetEnd, target.length);
    const ss = clampStart(sourceStart, this.length), se = clampEnd(sourceEnd, this.length);
    return compareBytes(this.subarray(ss, Math.max(ss, se)), target.subarray(ts, Math.max(ts, te)));
  }
  // buf.copy(target, targetStart, sourceStart, sourceEnd): the number of bytes copied.
  copy(target, targetStart, sourceStart, sourceEnd) {
    if (!isUint8(target)) throw invalidArgType('target', 'an instance of Buffer or Uint8Array', target);
    const ts = targetStart === undefined ? 0 : Math.trunc(+targetStart) || 0;
    const ss = sourceStart === undefined ? 0 : Math.trunc(+sourceStart) || 0;
    let se = sourceEnd === undefined ? this.length : Math.trunc(+sourceEnd) || 0;
    if (ts < 0) throw outOfRange('targetStart', '>= 0', ts);
    if (ss < 0 || ss > this.length) throw outOfRange('sourceStart', '>= 0 && <= ' + this.length, ss);
    if (se > this.length) se = this.length;
    if (ts >= target.length || ss >= se) return 0;
    const n = Math.min(se - ss, target.length - ts);
    target.set(this.subarray(ss, ss + n), ts);
    return n;
  }
  fill(value, offset, end, encoding) {
    if (typeof offset === 'string') { encoding = offset; offset = undefined; end = undefined; }
    else if (typeof end === 'string') { encoding = end; end = undefined; }
    const s = offset === undefined ? 0 : Math.trunc(+offset) || 0;
    const e = end === undefined ? this.length : Math.trunc(+end) || 0;
    if (s < 0 || s > this.length) throw outOfRange('offset', '>= 0 && <= ' + this.length, s);
    if (e < 0 || e > this.length) throw outOfRange('end', '>= 0 && <= ' + this.length, e);
    let bytes;
    if (typeof value === 'string') {
      bytes = bytesFromString(value, normalizeEncoding(encoding));
      if (bytes.length === 0 && value.length > 0) throw codedError(TypeError, 'ERR_INVALID_ARG_VALUE', "The argument 'value' is invalid. Received '" + value + "'");
      if (bytes.length === 0) bytes = [0];
    } else if (isUint8(value)) {
      bytes = bytesOf(value);
      if (bytes.length === 0) throw codedError(TypeError, 'ERR_INVALID_ARG_VALUE', "The argument 'value' is invalid. Received " + B.inspect(value, 0));
    } else if (typeof value === 'boolean') bytes = [+value];
    else bytes = [(+value || 0) & 255];
    for (let i = s, j = 0; i < e; i++, j = (j + 1) % bytes.length) this[i] = bytes[j];
    return this;
  }
  indexOf(value, byteOffset, encoding) { return bidirectionalIndexOf(this, value, byteOffset, encoding, true); }
  lastIndexOf(value, byteOffset, encoding) { return bidirectionalIndexOf(this, value, byteOffset, encoding, false); }
  includes(value, byteOffset, encoding) { return this.indexOf(value, byteOffset, encoding) !== -1; }
  // buf.write(string[, offset[, length]][, encoding]): the bytes written; a UTF-8
  // character that does not fit whole is not written.
  write(string, offset, length, encoding) {
    validateString(string, 'string');
    if (typeof offset === 'string') { encoding = offset; offset = 0; length = this.length; }
    else if (typeof length === 'string') { encoding = length; length = undefined; }
    offset = offset === undefined ? 0 : offset;
    if (typeof offset !== 'number') throw invalidArgType('offset', 'of type number', offset);
    if (offset < 0 || offset > this.length) throw outOfRange('offset', '>= 0 && <= ' + this.length, offset);
    const room = this.length - offset;
    length = length === undefined ? room : Math.min(room, length >>> 0);
    const enc = normalizeEncoding(encoding);
    const bytes = bytesFromString(string, enc);
    let n = Math.min(length, bytes.length);
    if (enc === 'utf8' && n < bytes.length) while (n > 0 && (bytes[n] & 0xC0) === 0x80) n--;
    if (enc === 'utf16le') n -= n % 2;
    this.set(bytes.subarray(0, n), offset);
    return n;
  }
  swap16() { return swapBytes(this, 2); }
  swap32() { return swapBytes(this, 4); }
  swap64() { return swapBytes(this, 8); }
}
function swapBytes(buf, size) {
  if (buf.length % size !== 0) throw codedError(RangeError, 'ERR_INVALID_BUFFER_SIZE', 'Buffer size must be a multiple of ' + (size * 8) + '-bits');
  for (let i = 0; i < buf.length; i += size) for (let j = 0; j < size / 2; j++) { const t = buf[i + j]; buf[i + j] = buf[i + size - 1 - j]; buf[i + size - 1 - j] = t; }
  return buf;
}
// Buffer.compare(a, b) / buf.compare(other): byte order, then length.
function compareBytes(a, b) {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) if (a[i] !== b[i]) return a[i] < b[i] ? -1 : 1;
  return a.length === b.length ? 0 : a.length < b.length ? -1 : 1;
}
Buffer.compare = function compare(buf1, buf2) {
  if (!isUint8(buf1)) throw invalidArgType('buf1', 'an instance of Buffer or Uint8Array', buf1);
  if (!isUint8(buf2)) throw invalidArgType('buf2', 'an instance of Buffer or Uint8Array', buf2);
  return compareBytes(buf1, buf2);
};
Buffer.poolSize = 8192;
function outOfRange(name, range, received) {
  return codedError(RangeError, 'ERR_OUT_OF_RANGE', 'The value of "' + name + '" is out of range. It must be ' + range + '. Received ' + received);
}
// The offset checks of lib/internal/buffer.js: a number, an integer, and room for `size` bytes.
function checkOffset(buf, offset, size) {
  if (typeof offset !== 'number') throw invalidArgType('offset', 'of type number', offset);
  if (!Number.isInteger(offset)) throw outOfRange('offset', 'an integer', offset);
  const last = buf.length - size;
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
      for (let i = 0; i < size; i++) v = v * 256 + this[offset + (endian === 'LE' ? size - 1 - i : i)];
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
        this[offset + (endian === 'BE' ? size - 1 - i : i)] = v % 256;
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
// read/write{Float,Double,BigInt64,BigUInt64}{LE,BE} through a DataView on the same memory.
for (const [name, size, get, set] of [['Float', 4, 'getFloat32', 'setFloat32'], ['Double', 8, 'getFloat64', 'setFloat64'],
  ['BigInt64', 8, 'getBigInt64', 'setBigInt64'], ['BigUInt64', 8, 'getBigUint64', 'setBigUint64']]) {
  for (const endian of ['LE', 'BE']) {
    const read = function (offset) {
      if (offset === undefined) offset = 0;
      checkOffset(this, offset, size);
      return new DataView(this.buffer, this.byteOffset, this.length)[get](offset, endian === 'LE');
    };
    const write = function (value, offset) {
      if (offset === undefined) offset = 0;
      checkOffset(this, offset, size);
      new DataView(this.buffer, this.byteOffset, this.length)[set](offset, value, endian === 'LE');
      return offset + size;
    };
    for (const n of name === 'BigUInt64' ? [name, 'BigUint64'] : [name]) {
      Buffer.prototype['read' + n + endian] = read;
      Buffer.prototype['write' + n + endian] = write;
    }
  }
}
// read/write[U]Int{LE,BE}(offset, byteLength): 1 to 6 bytes.
for (const signed of [false, true]) {
  for (const endian of ['LE', 'BE']) {
    const read = function (offset, byteLength) {
      if (!(byteLength >= 1 && byteLength <= 6)) throw outOfRange('byteLength', '>= 1 and <= 6', byteLength);
      checkOffset(this, offset, byteLength);
      let v = 0;
      for (let i = 0; i < byteLength; i++) v = v * 256 + this[offset + (endian === 'LE' ? byteLength - 1 - i : i)];
      const half = Math.pow(2, byteLength * 8 - 1);
      return signed && v >= half ? v - 2 * half : v;
    };
    const write = function (value, offset, byteLength) {
      if (!(byteLength >= 1 && byteLength <= 6)) throw outOfRange('byteLength', '>= 1 and <= 6', byteLength);
      const bits = byteLength * 8;
      const min = signed ? -Math.pow(2, bits - 1) : 0, max = signed ? Math.pow(2, bits - 1) - 1 : Math.pow(2, bits) - 1;
      value = +value;
      if (value < min || value > max) throw outOfRange('value', '>= ' + min + ' and <= ' + max, value);
      checkOffset(this, offset, byteLength);
      let v = Math.floor(value < 0 ? value + Math.pow(2, bits) : value);
      for (let i = 0; i < byteLength; i++) { this[offset + (endian === 'BE' ? byteLength - 1 - i : i)] = v % 256; v = Math.floor(v / 256); }
      return offset + byteLength;
    };
    const names = signed ? ['Int'] : ['UInt', 'Uint'];
    for (const n of names) { Buffer.prototype['read' + n + endian] = read; Buffer.prototype['write' + n + endian] = write; }
  }
}
// console.log(buf): `<Buffer 68 69>`, at most 50 bytes (buffer.INSPECT_MAX_BYTES).
Object.defineProperty(Buffer.prototype, W.inspectCustom, {
  value: function inspect() {
    const shown = Array.from(this.subarray(0, 50), (b) => hexDigits[b >> 4] + hexDigits[b & 15]).join(' ');
    const remaining = this.length - 50;
    return '<Buffer ' + shown + (remaining > 0 ? ' ... ' + remaining + ' more byte' + (remaining > 1 ? 's' : '') : '') + '>';
  },
});
// ---------------------------------------------------------------------------------------
// string_decoder: decodes a stream of byte chunks, keeping a character split across
// chunks (UTF-8 and UTF-16 sequences, base64 groups of three bytes) for the next write.

// The count of trailing bytes of `bytes` that start a UTF-8 sequence not finished yet.
function utf8IncompleteTail(bytes) {
  for (let back = 1; back <= 3 && back <= bytes.length; back++) {
    const b = bytes[bytes.length - back];
    if ((b & 0xC0) === 0x80) continue; // a continuation byte: look further back
    const need = b >= 0xF0 && b <= 0xF4 ? 4 : b >= 0xE0 ? 3 : b >= 0xC2 && b < 0xE0 ? 2 : 1;
    return need > back ? back : 0;
  }
  return 0;
}
class StringDecoder {
  constructor(encoding) {
    const e = normalizeEncoding(encoding);
    this.encoding = e;
    Object.defineProperty(this, '_pending', { value: [], writable: true });
    Object.defineProperty(this, '_need', { value: 0, writable: true });
  }
  write(buf) {
    if (typeof buf === 'string') return buf;
    if (!ArrayBuffer.isView(buf)) throw invalidArgType('buf', 'an instance of Buffer, TypedArray, or DataView', buf);
    let data = Array.from(new Uint8Array(buf.buffer, buf.byteOffset, buf.byteLength));
    if (this.encoding === 'utf16le') {
      // As node's string_decoder.cc: a pending odd byte is completed to one code unit and
      // emitted (even a lone high surrogate); then an odd byte, or else a trailing high
      // surrogate, waits.
      let prefix = '';
      if (this._pending.length) {
        const take = data.slice(0, this._need - this._pending.length);
        this._pending = this._pending.concat(take);
        data = data.slice(take.length);
        if (this._pending.length < this._need) return '';
        prefix = stringFromBytes(this._pending, 'utf16le');
        this._pending = [];
      }
      if (data.length % 2) { this._pending = data.slice(-1); this._need = 2; data = data.slice(0, -1); }
      else if (data.length && (data[data.length - 1] & 0xFC) === 0xD8) { this._pending = data.slice(-2); this._need = 4; data = data.slice(0, -2); }
      return prefix + stringFromBytes(data, 'utf16le');
    }
    const bytes = this._pending.concat(data);
    let keep = 0;
    if (this.encoding === 'utf8') keep = utf8IncompleteTail(bytes);
    else if (this.encoding === 'base64' || this.encoding === 'base64url') keep = bytes.length % 3;
    this._pending = keep ? bytes.slice(bytes.length - keep) : [];
    return stringFromBytes(keep ? bytes.slice(0, bytes.length - keep) : bytes, this.encoding);
  }
  end(buf) {
    let out = buf === undefined ? '' : this.write(buf);
    const rest = this._pending;
    this._pending = [];
    if (rest.length === 0) return out;
    if (this.encoding === 'utf8') return out + '\ufffd';
    if (this.encoding === 'utf16le') return out + stringFromBytes(rest.slice(0, rest.length - rest.length % 2), 'utf16le');
    return out + stringFromBytes(rest, this.encoding);
  }
  text(buf, offset) { return this.write(buf.subarray(offset)); }
  get lastNeed() {
    const rest = this._pending;
    if (!rest.length) return 0;
    if (this.encoding === 'utf8') { const b = rest[0]; return (b >= 0xF0 ? 4 : b >= 0xE0 ? 3 : 2) - rest.length; }
    if (this.encoding === 'utf16le') return this._need - rest.length;
    return 3 - rest.length;
  }
}
modules.string_decoder = { StringDecoder };
modules.buffer = { Buffer, kMaxLength, constants: { MAX_LENGTH: kMaxLength, MAX_STRING_LENGTH: 536870888 }, INSPECT_MAX_BYTES: 50, atob: globalThis.atob, btoa: globalThis.btoa };

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

// ---------------------------------------------------------------------------------------
// fs: a virtual file system. The program's own file is in it; everything else it writes.

const files = new Map();   // absolute path → text
const dirs = new Set(['/', '/home', '/home/learner', '/tmp']);
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
  const callbackified = function (...args) {
    const cb = args.pop();
    validateFunction(cb, 'last argument');
    // A falsy rejection reason becomes ERR_FALSY_VALUE_REJECTION carrying it as .reason
    // (the callback's first argument must be truthy for an error).
    const onRejected = (reason) => {
      if (!reason) {
        const e = codedError(Error, 'ERR_FALSY_VALUE_REJECTION', 'Promise was rejected with falsy value');
        e.reason = reason;
        reason = e;
      }
      process.nextTick(cb, reason);
    };
    Promise.prototype.then.call(original.apply(this, args), (v) => process.nextTick(cb, null, v), onRejected);
  };
  // The original's own properties, with length + 1 and name + 'Callbackified'.
  const descriptors = Object.getOwnPropertyDescriptors(original);
  if (descriptors.length && typeof descriptors.length.value === 'number') descriptors.length.value++;
  if (descriptors.name && typeof descriptors.name.value === 'string') descriptors.name.value += 'Callbackified';
  Object.setPrototypeOf(callbackified, Object.getPrototypeOf(original));
  Object.defineProperties(callbackified, descriptors);
  return callbackified;
}
// util.stripVTControlCharacters: the ANSI escape pattern of lib/internal/util/inspect.js
// (CSI and OSC sequences opened by ESC or the 8-bit CSI).
const ansiPattern = new RegExp('[\\u001B\\u009B][[\\]()#;?]*' +
  '(?:(?:(?:(?:;[-a-zA-Z\\d\\/#&.:=?%@~_]+)*' +
  '|[a-zA-Z\\d]+(?:;[-a-zA-Z\\d\\/#&.:=?%@~_]*)*)?\\u0007)' +
  '|(?:(?:\\d{1,4}(?:;\\d{0,4})*)?[\\dA-PR-TZcf-ntqry=><~]))', 'g');
function stripVTControlCharacters(str) {
  validateString(str, 'str');
  return str.replace(ansiPattern, '');
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
  // In Node's order (V8's checks, then lib/internal/util/types.js's, then crypto's), which
  // Object.keys(util.types) shows; Node 20 has no isWeakRef.
  const order = ['isExternal', 'isDate', 'isArgumentsObject', 'isBigIntObject', 'isBooleanObject', 'isNumberObject', 'isStringObject',
    'isSymbolObject', 'isNativeError', 'isRegExp', 'isAsyncFunction', 'isGeneratorFunction', 'isGeneratorObject', 'isPromise', 'isMap',
    'isSet', 'isMapIterator', 'isSetIterator', 'isWeakMap', 'isWeakSet', 'isArrayBuffer', 'isDataView', 'isSharedArrayBuffer', 'isProxy',
    'isModuleNamespaceObject', 'isAnyArrayBuffer', 'isBoxedPrimitive', 'isArrayBufferView', 'isTypedArray', 'isUint8Array',
    'isUint8ClampedArray', 'isUint16Array', 'isUint32Array', 'isInt8Array', 'isInt16Array', 'isInt32Array', 'isFloat32Array',
    'isFloat64Array', 'isBigInt64Array', 'isBigUint64Array', 'isKeyObject', 'isCryptoKey'];
  const ordered = {};
  for (const name of order) ordered[name] = types[name];
  return ordered;
}
// isDeepStrictEqual (lib/internal/util/comparisons.js, strict mode): Object.is for
// primitives, equal prototypes and tags, own enumerable keys (and symbols), Map and Set
// entries in any order, dates, regexps, boxed primitives, bytes; cycles end by a memo.
// `loose` is assert.deepEqual's mode: primitives compared with == (NaN equals NaN),
// prototypes and symbol keys ignored. SIMPLIFIED: loose Set and Map entries are matched
// by the same search as objects (Node first tries == on primitive entries).
function isDeepStrictEqual(a, b) { return deepStrictEqual(a, b, []); }
function isDeepLooseEqual(a, b) { return deepStrictEqual(a, b, [], true); }
function deepStrictEqual(a, b, memos, loose) {
  if (Object.is(a, b)) return true;
  if (loose && (a === null || typeof a !== 'object' || b === null || typeof b !== 'object')) {
    if ((a === null || typeof a !== 'object') && (b === null || typeof b !== 'object'))
      return a == b || (Number.isNaN(a) && Number.isNaN(b)); // eslint-disable-line eqeqeq
    return false;
  }
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) {
    return false;
  }
  if (!loose && Object.getPrototypeOf(a) !== Object.getPrototypeOf(b)) return false;
  const toString = Object.prototype.toString;
  if (toString.call(a) !== toString.call(b)) return false;
  for (const m of memos) if (m[0] === a && m[1] === b) return true;
  memos.push([a, b]);
  const result = deepStrictEqualObjects(a, b, memos, loose);
  memos.pop();
  return result;
}
function deepStrictEqualObjects(a, b, memos, loose) {
  const classA = B.objectClass(a);
  if (classA !== B.objectClass(b)) return false;
  if (Array.isArray(a) && a.length !== b.length) return false;
  if (classA === 'Date' && a.getTime() !== b.getTime()) return false;
  if (classA === 'RegExp' && (a.source !== b.source || a.flags !== b.flags || a.lastIndex !== b.lastIndex)) return false;
  if (classA === 'Error' && (a.message !== b.message || a.name !== b.name)) return false;
  if (['Number', 'String', 'Boolean', 'BigInt'].indexOf(classA) >= 0 && !Object.is(a.valueOf(), b.valueOf())) return false;
  if (classA === 'Symbol' && a.valueOf() !== b.valueOf()) return false;
  if (a instanceof Buffer && (a.length !== b.length || compareBytes(a, b) !== 0)) return false;
  if (ArrayBuffer.isView(a)) {
    if (a.byteLength !== b.byteLength || typedArrayTag(a) !== typedArrayTag(b)) return false;
    const x = new Uint8Array(a.buffer, a.byteOffset, a.byteLength), y = new Uint8Array(b.buffer, b.byteOffset, b.byteLength);
    for (let i = 0; i < x.length; i++) if (x[i] !== y[i]) return false;
  }
  const keysA = Object.keys(a), keysB = Object.keys(b);
  if (keysA.length !== keysB.length) return false;
  for (const k of keysA) if (!Object.prototype.propertyIsEnumerable.call(b, k)) return false;
  const symbolsA = loose ? [] : Object.getOwnPropertySymbols(a).filter((k) => Object.prototype.propertyIsEnumerable.call(a, k));
  const symbolsB = loose ? [] : Object.getOwnPropertySymbols(b).filter((k) => Object.prototype.propertyIsEnumerable.call(b, k));
  if (symbolsA.length !== symbolsB.length) return false;
  for (const k of symbolsA) if (!Object.prototype.propertyIsEnumerable.call(b, k)) return false;
  if (classA === 'Set') {
    if (a.size !== b.size) return false;
    const rest = [];
    for (const v of b) if (typeof v === 'object' && v !== null) rest.push(v);
    for (const v of a) {
      if (typeof v === 'object' && v !== null) {
        const i = rest.findIndex((w) => deepStrictEqual(v, w, memos, loose));
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
        const i = rest.findIndex((e) => deepStrictEqual(k, e[0], memos, loose) && deepStrictEqual(v, e[1], memos, loose));
        if (i < 0) return false;
        rest.splice(i, 1);
      } else if (!b.has(k) || !deepStrictEqual(v, b.get(k), memos, loose)) {
        return false;
      }
    }
  }
  for (const k of keysA) if (!deepStrictEqual(a[k], b[k], memos, loose)) return false;
  for (const k of symbolsA) if (!deepStrictEqual(a[k], b[k], memos, loose)) return false;
  return true;
}
// util.parseArgs, as lib/internal/util/parse_args/parse_args.js does it: the arguments
// become tokens (options, positionals, the `--` terminator; short groups `-abc` and
// `-oVALUE` expanded), then the tokens are checked (strict) and stored, then defaults.
function parseArgs(config) {
  const c = config === undefined ? {} : config;
  if (c === null || typeof c !== 'object') throw invalidArgType('config', 'of type object', c);
  const own = (o, k) => o !== null && typeof o === 'object' && Object.prototype.hasOwnProperty.call(o, k) ? o[k] : undefined;
  const args = own(c, 'args') !== undefined ? own(c, 'args') : process.argv.slice(2);
  const strict = own(c, 'strict') !== undefined ? own(c, 'strict') : true;
  const allowPositionals = own(c, 'allowPositionals') !== undefined ? own(c, 'allowPositionals') : !strict;
  const returnTokens = own(c, 'tokens') !== undefined ? own(c, 'tokens') : false;
  const options = own(c, 'options') !== undefined ? own(c, 'options') : Object.create(null);
  if (!Array.isArray(args)) throw invalidArgType('args', 'an instance of Array', args);
  for (const name of Object.keys(options)) {
    const o = options[name];
    const type = own(o, 'type');
    if (type !== 'string' && type !== 'boolean')
      throw codedError(TypeError, 'ERR_INVALID_ARG_VALUE', "The property 'options." + name + ".type' must be one of: 'string', 'boolean'. Received " + B.inspect(type, 0));
    const short = own(o, 'short');
    if (short !== undefined && (typeof short !== 'string' || short.length !== 1))
      throw codedError(TypeError, 'ERR_INVALID_ARG_VALUE', "The property 'options." + name + ".short' must be a single character. Received " + B.inspect(short, 0));
  }
  const optionOf = (name, key) => own(own(options, name), key);
  const longFor = (short) => Object.keys(options).find((name) => optionOf(name, 'short') === short) || short;
  const isString = (name) => optionOf(name, 'type') === 'string';
  const tokens = [];
  const rest = args.slice();
  let index = -1, groupCount = 0;
  while (rest.length > 0) {
    const arg = rest.shift();
    const next = rest[0];
    if (groupCount > 0) groupCount--; else index++;
    if (arg === '--') {
      tokens.push({ kind: 'option-terminator', index });
      for (const value of rest) tokens.push({ kind: 'positional', index: ++index, value });
      break;
    }
    const short = arg.length >= 2 && arg[0] === '-' && arg[1] !== '-';
    if (short && arg.length === 2) {                                  // -f
      const name = longFor(arg[1]);
      let value, inlineValue;
      if (isString(name) && next != null) { value = rest.shift(); inlineValue = false; }
      tokens.push({ kind: 'option', name, rawName: arg, index, value, inlineValue });
      if (value != null) ++index;
      continue;
    }
    if (short && !isString(longFor(arg[1]))) {                        // -abc
      const expanded = [];
      for (let i = 1; i < arg.length; i++) {
        if (!isString(longFor(arg[i])) || i === arg.length - 1) expanded.push('-' + arg[i]);
        else { expanded.push('-' + arg.slice(i)); break; }
      }
      rest.unshift(...expanded);
      groupCount = expanded.length;
      continue;
    }
    if (short) {                                                      // -fVALUE
      tokens.push({ kind: 'option', name: longFor(arg[1]), rawName: '-' + arg[1], index, value: arg.slice(2), inlineValue: true });
      continue;
    }
    if (arg.length > 2 && arg.startsWith('--')) {
      const eq = arg.indexOf('=', 3);
      if (eq === -1) {                                                // --foo
        const name = arg.slice(2);
        let value, inlineValue;
        if (isString(name) && next != null) { value = rest.shift(); inlineValue = false; }
        tokens.push({ kind: 'option', name, rawName: arg, index, value, inlineValue });
        if (value != null) ++index;
      } else {                                                        // --foo=bar
        const name = arg.slice(2, eq);
        tokens.push({ kind: 'option', name, rawName: '--' + name, index, value: arg.slice(eq + 1), inlineValue: true });
      }
      continue;
    }
    tokens.push({ kind: 'positional', index, value: arg });
  }
  const result = { values: Object.create(null), positionals: [] };
  if (returnTokens) result.tokens = tokens;
  const invalidValue = (m) => codedError(TypeError, 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE', m);
  for (const token of tokens) {
    if (token.kind === 'option') {
      if (strict) {
        if (!Object.prototype.hasOwnProperty.call(options, token.name)) {
          throw codedError(TypeError, 'ERR_PARSE_ARGS_UNKNOWN_OPTION', "Unknown option '" + token.rawName + "'" + (allowPositionals
            ? ". To specify a positional argument starting with a '-', place it at the end of the command after '--', as in '-- " + JSON.stringify(token.rawName) : ''));
        }
        const s = optionOf(token.name, 'short');
        const both = (s ? '-' + s + ', ' : '') + '--' + token.name;
        if (isString(token.name) && typeof token.value !== 'string') throw invalidValue("Option '" + both + " <value>' argument missing");
        if (optionOf(token.name, 'type') === 'boolean' && token.value != null) throw invalidValue("Option '" + both + "' does not take an argument");
        if (!token.inlineValue && token.value != null && token.value.length > 1 && token.value[0] === '-') {
          const example = token.rawName.startsWith('--') ? "'" + token.rawName + "=-XYZ'" : "'--" + token.name + "=-XYZ' or '" + token.rawName + "-XYZ'";
          throw invalidValue("Option '" + token.rawName + "' argument is ambiguous.\nDid you forget to specify the option argument for '" + token.rawName +
            "'?\nTo specify an option argument starting with a dash use " + example + '.');
        }
      }
      if (token.name === '__proto__') continue;
      const value = token.value === undefined ? true : token.value;
      if (optionOf(token.name, 'multiple')) {
        if (result.values[token.name] === undefined) result.values[token.name] = [value];
        else result.values[token.name].push(value);
      } else result.values[token.name] = value;
    } else if (token.kind === 'positional') {
      if (!allowPositionals) throw codedError(TypeError, 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL', "Unexpected argument '" + token.value + "'. This command does not take positional arguments");
      result.positionals.push(token.value);
    }
  }
  for (const name of Object.keys(options)) {
    const d = optionOf(name, 'default');
    if (d !== undefined && result.values[name] === undefined && name !== '__proto__') result.values[name] = d;
  }
  return result;
}
const util = {
  promisify, callbackify, stripVTControlCharacters, parseArgs,
  inspect(v, options) {
    const o = options && typeof options === 'object' ? options : {};
    // compact: true is -1 (kCompactTrue).
    const compact = o.compact === false ? 0 : o.compact === true ? -1 : typeof o.compact === 'number' ? o.compact : undefined;
    const maxArrayLength = o.maxArrayLength === null || o.maxArrayLength === Infinity ? 1e9 : o.maxArrayLength;
    return B.inspect(v, o.depth === null || o.depth === Infinity ? 1e9 : o.depth !== undefined ? o.depth : 2,
      o.breakLength === Infinity ? 1e9 : o.breakLength, compact, o.sorted === true, o.showHidden === true,
      o.customInspect === false ? false : undefined, typeof maxArrayLength === 'number' ? maxArrayLength : undefined, o);
  },
  format(...args) { return B.format(...args); },
  isDeepStrictEqual,
  types: utilTypes(),
  TextEncoder, TextDecoder,
  // Lone surrogates become U+FFFD.
  toUSVString(str) { return String(str).replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD'); },
  formatWithOptions(options, ...args) {
    if (options === null || typeof options !== 'object') throw invalidArgType('inspectOptions', 'of type object', options);
    return B.format(...args);
  },
  isArray: Array.isArray,
  // SIMPLIFIED: the DeprecationWarning goes nowhere (stderr is not simulated per warning);
  // the wrapper calls through.
  deprecate(fn, msg, code) {
    validateFunction(fn, 'fn');
    return function deprecated(...args) { return new.target ? Reflect.construct(fn, args, new.target) : fn.apply(this, args); };
  },
  // NODE_DEBUG is never set in the simulation: the logger is disabled.
  debuglog(section) { const log = () => {}; log.enabled = false; return log; },
  inherits(ctor, superCtor) { Object.setPrototypeOf(ctor.prototype, superCtor.prototype); Object.setPrototypeOf(ctor, superCtor); },
};
util.inspect.custom = W.inspectCustom;
modules.util = util;
W.installConsoleExtras({
  inspect: (v, options) => util.inspect(v, options),
  warn: (text) => process.emitWarning(text),
  format: (...args) => B.format(...args),
  invalidProperties: (p) => invalidArgType('properties', 'an instance of Array', p),
});

// ---------------------------------------------------------------------------------------
// crypto: the work is simulated on the threadpool with the cost model's costs. Hashes,
// HMACs and pbkdf2 keys of up to 20 000 HMAC rounds (iterations x blocks) are real.
// scrypt keys up to four times the default cost (N·r·p ≤ 2^19) are real too.
// SIMPLIFIED: bigger pbkdf2 and scrypt keys are seeded pseudo-random bytes of the
// right length (computing them would cost real seconds on every run).

function pseudoBytes(n) { const out = []; for (let i = 0; i < n; i++) out.push(Math.floor(B.random() * 256)); return out; }
function pbkdf2Cost(iterations, digest) {
  const ns = String(digest).toLowerCase() === 'sha512' ? 500 : 250;
  return iterations * ns / 1e6;
}
function derivedKey(password, salt, iterations, keylen, digest) {
  const algorithm = hashAlgorithm(digest);
  const real = algorithm === undefined ? undefined
    : B.pbkdf2(algorithm, latin1FromBytes(bytesOfData(password, 'utf8', 'password')), latin1FromBytes(bytesOfData(salt, 'utf8', 'salt')), iterations, keylen);
  return bufferOf(real !== undefined ? bytesFromLatin1(real) : pseudoBytes(keylen));
}
// scrypt's options (N/cost, r/blockSize, p/parallelization; Node's defaults 16384, 8, 1).
function scryptParams(options) {
  const o = options || {};
  return { N: o.N ?? o.cost ?? 16384, r: o.r ?? o.blockSize ?? 8, p: o.p ?? o.parallelization ?? 1 };
}
// 40 ms at the default cost, in proportion to N·r·p.
function scryptCost(options) { const { N, r, p } = scryptParams(options); return 40 * (N * r * p) / (16384 * 8); }
function scryptKey(password, salt, keylen, options) {
  if (typeof keylen !== 'number') throw invalidArgType('keylen', 'of type number', keylen);
  const { N, r, p } = scryptParams(options);
  const real = B.scrypt(latin1FromBytes(bytesOfData(password, 'utf8', 'password')), latin1FromBytes(bytesOfData(salt, 'utf8', 'salt')), N, r, p, keylen);
  return bufferOf(real !== undefined ? bytesFromLatin1(real) : pseudoBytes(keylen));
}
function checkPbkdf2(iterations, keylen) {
  if (typeof iterations !== 'number') throw invalidArgType('iterations', 'of type number', iterations);
  if (typeof keylen !== 'number') throw invalidArgType('keylen', 'of type number', keylen);
}
const crypto = {
  pbkdf2(password, salt, iterations, keylen, digest, cb) {
    checkPbkdf2(iterations, keylen);
    validateFunction(cb, 'callback');
    const key = derivedKey(password, salt, iterations, keylen, digest);
    B.work('pool', 'crypto.pbkdf2 ' + iterations, pbkdf2Cost(iterations, digest), () => cb(null, key));
  },
  pbkdf2Sync(password, salt, iterations, keylen, digest) {
    checkPbkdf2(iterations, keylen);
    B.block(pbkdf2Cost(iterations, digest));
    return derivedKey(password, salt, iterations, keylen, digest);
  },
  scrypt(password, salt, keylen, options, cb) {
    if (typeof options === 'function') { cb = options; options = undefined; }
    validateFunction(cb, 'callback');
    const key = scryptKey(password, salt, keylen, options);
    B.work('pool', 'crypto.scrypt', scryptCost(options), () => cb(null, key));
  },
  scryptSync(password, salt, keylen, options) {
    const key = scryptKey(password, salt, keylen, options);
    B.block(scryptCost(options));
    return key;
  },
  randomBytes(size, cb) {
    if (typeof size !== 'number') throw invalidArgType('size', 'of type number', size);
    if (cb === undefined) { B.block(size * 5e-6); return bufferOf(pseudoBytes(size)); }
    validateFunction(cb, 'callback');
    B.work('pool', 'crypto.randomBytes ' + size, Math.max(0.01, size * 5e-6), () => cb(null, bufferOf(pseudoBytes(size))));
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
// core/util/digest.cpp). A Hash keeps the bytes given to update() and hashes them at
// digest(). It is also a Transform, made only when a stream method is first used (Node's
// LazyTransform): what is written is hashed, and the digest is pushed at the end, after
// which digest() gives the same bytes once.
function latin1FromBytes(bytes) { return stringFromBytes(bytes, 'latin1'); }
function bytesFromLatin1(s) { return bytesFromString(s, 'latin1'); }
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
  if (ArrayBuffer.isView(data)) return new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
  throw invalidArgType(name, 'of type string or an instance of Buffer, TypedArray, or DataView', data);
}
function encodeDigest(bytes, encoding) {
  if (encoding === undefined || encoding === 'buffer') return bufferOf(bytes);
  let e;
  try { e = normalizeEncoding(encoding); } catch { e = 'buffer'; }
  // An unknown encoding gives a Buffer, as Node 20.
  return e === 'buffer' ? bufferOf(bytes) : stringFromBytes(bytes, e);
}
const kHashState = Symbol('kState');
// The digest, computed once (the native handle keeps it, so a streamed hash's digest()
// still answers).
function hashResult(state) {
  if (state.result === null) {
    state.result = B.digest(state.algorithm, state.chunks.join(''), state.key);
    state.chunks = [];
  }
  return state.result;
}
class Hash extends LazyTransform {
  constructor(algorithm, key) {
    super(undefined);
    Object.defineProperty(this, kHashState, { value: { algorithm, key, chunks: [], finalized: false, result: null } });
  }
  _transform(chunk, encoding, callback) { this.update(chunk, encoding); callback(); }
  _flush(callback) { this.push(bufferOf(bytesFromLatin1(hashResult(this[kHashState])))); callback(); }
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
    return encodeDigest(bytesFromLatin1(hashResult(state)), outputEncoding);
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
    if (v instanceof Buffer) return Array.from(v);
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

class GetAddrInfoReqWrap {
  constructor(callback) { this.callback = callback; }
}
const dns = {
  lookup(hostname, options, cb) {
    if (typeof options === 'function') { cb = options; options = {}; }
    validateFunction(cb, 'callback');
    if (typeof hostname !== 'string') throw invalidArgType('hostname', 'of type string', hostname);
    B.work('slow', 'dns.lookup ' + hostname, 2, () => {
      // lib/dns.js: the callback runs as `req.callback(...)` from onlookup.
      const req = new GetAddrInfoReqWrap(cb);
      if (hostname === 'localhost' || hostname === '127.0.0.1') {
        withNodeFrames(['GetAddrInfoReqWrap.onlookup' + (options && options.all ? 'all' : '') + ' [as oncomplete] (node:dns:' + (options && options.all ? '137:5' : '113:8') + ')'], () => {
          if (options && options.all) req.callback(null, [{ address: '127.0.0.1', family: 4 }]);
          else req.callback(null, '127.0.0.1', 4);
        });
      }
      else {
        const e = new Error('getaddrinfo ENOTFOUND ' + hostname);
        e.errno = -3008; e.code = 'ENOTFOUND'; e.syscall = 'getaddrinfo'; e.hostname = hostname;
        withNodeFrames(['GetAddrInfoReqWrap.onlookup' + (options && options.all ? 'all' : '') + ' [as oncomplete] (node:dns:' + (options && options.all ? '128:14' : '107:17') + ')'], () => req.callback(e));
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
    let target;
    try { target = parseUrl(url); } catch (e) { reject(new TypeError('Failed to parse URL from ' + url)); return; }
    if (request && request.bodyUsed) { reject(new TypeError('Cannot construct a Request with a Request object that has already been used.')); return; }
    const failed = (cause) => { const e = new TypeError('fetch failed'); e.cause = cause; reject(e); };
    const methodName = init.method !== undefined ? init.method : request ? request.method : 'GET';
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
  performance, PerformanceObserver: W.PerformanceObserver, PerformanceObserverEntryList: W.PerformanceObserverEntryList,
  PerformanceEntry, PerformanceMark, PerformanceMeasure,
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

// os.constants: Linux's values as Node 20 on x64 lists them (null-prototype objects).
const osConstant = (o) => Object.assign(Object.create(null), o);
const osConstants = osConstant({
  UV_UDP_REUSEADDR: 4,
  dlopen: osConstant({ RTLD_LAZY: 1, RTLD_NOW: 2, RTLD_GLOBAL: 256, RTLD_LOCAL: 0, RTLD_DEEPBIND: 8 }),
  errno: osConstant({ E2BIG: 7, EACCES: 13, EADDRINUSE: 98, EADDRNOTAVAIL: 99, EAFNOSUPPORT: 97, EAGAIN: 11, EALREADY: 114, EBADF: 9, EBADMSG: 74, EBUSY: 16, ECANCELED: 125, ECHILD: 10, ECONNABORTED: 103, ECONNREFUSED: 111, ECONNRESET: 104, EDEADLK: 35, EDESTADDRREQ: 89, EDOM: 33, EDQUOT: 122, EEXIST: 17, EFAULT: 14, EFBIG: 27, EHOSTUNREACH: 113, EIDRM: 43, EILSEQ: 84, EINPROGRESS: 115, EINTR: 4, EINVAL: 22, EIO: 5, EISCONN: 106, EISDIR: 21, ELOOP: 40, EMFILE: 24, EMLINK: 31, EMSGSIZE: 90, EMULTIHOP: 72, ENAMETOOLONG: 36, ENETDOWN: 100, ENETRESET: 102, ENETUNREACH: 101, ENFILE: 23, ENOBUFS: 105, ENODATA: 61, ENODEV: 19, ENOENT: 2, ENOEXEC: 8, ENOLCK: 37, ENOLINK: 67, ENOMEM: 12, ENOMSG: 42, ENOPROTOOPT: 92, ENOSPC: 28, ENOSR: 63, ENOSTR: 60, ENOSYS: 38, ENOTCONN: 107, ENOTDIR: 20, ENOTEMPTY: 39, ENOTSOCK: 88, ENOTSUP: 95, ENOTTY: 25, ENXIO: 6, EOPNOTSUPP: 95, EOVERFLOW: 75, EPERM: 1, EPIPE: 32, EPROTO: 71, EPROTONOSUPPORT: 93, EPROTOTYPE: 91, ERANGE: 34, EROFS: 30, ESPIPE: 29, ESRCH: 3, ESTALE: 116, ETIME: 62, ETIMEDOUT: 110, ETXTBSY: 26, EWOULDBLOCK: 11, EXDEV: 18 }),
  signals: osConstant({ SIGHUP: 1, SIGINT: 2, SIGQUIT: 3, SIGILL: 4, SIGTRAP: 5, SIGABRT: 6, SIGIOT: 6, SIGBUS: 7, SIGFPE: 8, SIGKILL: 9, SIGUSR1: 10, SIGSEGV: 11, SIGUSR2: 12, SIGPIPE: 13, SIGALRM: 14, SIGTERM: 15, SIGCHLD: 17, SIGSTKFLT: 16, SIGCONT: 18, SIGSTOP: 19, SIGTSTP: 20, SIGTTIN: 21, SIGTTOU: 22, SIGURG: 23, SIGXCPU: 24, SIGXFSZ: 25, SIGVTALRM: 26, SIGPROF: 27, SIGWINCH: 28, SIGIO: 29, SIGPOLL: 29, SIGPWR: 30, SIGSYS: 31 }),
  priority: osConstant({ PRIORITY_LOW: 19, PRIORITY_BELOW_NORMAL: 10, PRIORITY_NORMAL: 0, PRIORITY_ABOVE_NORMAL: -7, PRIORITY_HIGH: -14, PRIORITY_HIGHEST: -20 }),
});
modules.os = { EOL: '\n', devNull: '/dev/null', constants: osConstants, platform: () => 'linux', cpus: () => [{ model: 'evloop virtual CPU', speed: 2400 }, { model: 'evloop virtual CPU', speed: 2400 }],
  availableParallelism: () => 2, tmpdir: () => '/tmp', homedir: () => '/home/learner', hostname: () => 'evloop',
  // The simulated machine: a little-endian x64 Linux with 8 GiB, half of it free, idle.
  arch: () => 'x64', machine: () => 'x86_64', type: () => 'Linux', release: () => '6.1.0-evloop', version: () => '#1 SMP evloop',
  endianness: () => 'LE', totalmem: () => 8589934592, freemem: () => 4294967296, loadavg: () => [0, 0, 0],
  uptime: () => 3600 + Math.floor(performance.now() / 1000), getPriority: () => 0, setPriority: () => {},
  userInfo: () => ({ uid: 1000, gid: 1000, username: 'learner', homedir: '/home/learner', shell: '/bin/bash' }),
  networkInterfaces: () => ({ lo: [{ address: '127.0.0.1', netmask: '255.0.0.0', family: 'IPv4', mac: '00:00:00:00:00:00', internal: true, cidr: '127.0.0.1/8' }] }),
};

// ---------------------------------------------------------------------------------------
// assert (lib/assert.js and lib/internal/assert/assertion_error.js of Node 20): the
// AssertionError class and its generated messages, with the short `a !== b` form, the
// line diff of two inspected values (no colors: stderr is not a terminal), and
// assert.ok's message quoting the failing call from the program's source.

// The values as the messages show them: one property a line, keys sorted, no custom
// inspect functions, no depth limit.
function assertInspect(v) { return B.inspect(v, 1000, undefined, 0, true, false, false, 1e9); }
const kReadableOperator = {
  deepStrictEqual: 'Expected values to be strictly deep-equal:',
  strictEqual: 'Expected values to be strictly equal:',
  strictEqualObject: 'Expected "actual" to be reference-equal to "expected":',
  deepEqual: 'Expected values to be loosely deep-equal:',
  notDeepStrictEqual: 'Expected "actual" not to be strictly deep-equal to:',
  notStrictEqual: 'Expected "actual" to be strictly unequal to:',
  notStrictEqualObject: 'Expected "actual" not to be reference-equal to "expected":',
  notDeepEqual: 'Expected "actual" not to be loosely deep-equal to:',
  notIdentical: 'Values have same structure but are not reference-equal:',
  notDeepEqualUnequal: 'Expected values not to be loosely deep-equal:',
};
// At most this many characters of both values together print as `actual !== expected`.
const kMaxShortLength = 12;
const isObjectLike = (v) => typeof v === 'object' && v !== null;
// Only the first 47 of more than 50 lines are shown, then '...'.
function collapseLines(lines) {
  if (lines.length > 50) { lines[46] = '...'; lines.length = 47; }
  return lines;
}
// createErrDiff: the message of a failed strictEqual / deepStrictEqual. Short single-line
// values compare as `a !== b`; otherwise the inspected lines are diffed from the top
// ('+' actual, '-' expected), identical lines at the end trimmed to three, runs of more
// than four identical lines between differences collapsed to '...', and a single long
// line gets a '^' under its first different character. A custom message (Node 20.12+)
// replaces the heading.
function createErrDiff(actual, expected, operator, customMessage) {
  let other = '', res = '', end = '', skipped = false, indicator = '', i = 0;
  const actualInspected = assertInspect(actual);
  const actualLines = actualInspected.split('\n');
  const expectedLines = assertInspect(expected).split('\n');
  if (operator === 'strictEqual' && ((isObjectLike(actual) && isObjectLike(expected)) ||
      (typeof actual === 'function' && typeof expected === 'function'))) operator = 'strictEqualObject';
  if (actualLines.length === 1 && expectedLines.length === 1 && actualLines[0] !== expectedLines[0]) {
    const inputLength = actualLines[0].length + expectedLines[0].length;
    if (inputLength <= kMaxShortLength) {
      if (!isObjectLike(actual) && !isObjectLike(expected) && (actual !== 0 || expected !== 0))
        return (customMessage ? `${customMessage}` : kReadableOperator[operator]) + '\n\n' + actualLines[0] + ' !== ' + expectedLines[0] + '\n';
    } else if (operator !== 'strictEqualObject' && inputLength < 80) {
      while (actualLines[0][i] === expectedLines[0][i]) i++;
      // The first characters ("'a" ...) are not worth pointing at.
      if (i > 2) { indicator = '\n  ' + ' '.repeat(i) + '^'; i = 0; }
    }
  }
  // Identical last lines: at most three are kept (counting on from the indicator's i).
  let a = actualLines[actualLines.length - 1], b = expectedLines[expectedLines.length - 1];
  while (a === b) {
    if (i++ < 3) end = '\n  ' + a + end;
    else other = a;
    actualLines.pop();
    expectedLines.pop();
    if (actualLines.length === 0 || expectedLines.length === 0) break;
    a = actualLines[actualLines.length - 1];
    b = expectedLines[expectedLines.length - 1];
  }
  const maxLines = Math.max(actualLines.length, expectedLines.length);
  if (maxLines === 0) {
    // Same text, different objects (deepStrictEqual of two Symbol() ...).
    return kReadableOperator.notIdentical + '\n\n' + collapseLines(actualInspected.split('\n')).join('\n') + '\n';
  }
  if (i >= 5) { end = '\n...' + end; skipped = true; }
  if (other !== '') { end = '\n  ' + other + end; other = ''; }
  let printedLines = 0, identical = 0;
  const msg = (customMessage ? `${customMessage}` : kReadableOperator[operator]) + '\n+ actual - expected';
  const skippedMsg = ' ... Lines skipped';
  let lines = actualLines, plusMinus = '+', maxLength = expectedLines.length;
  if (actualLines.length < maxLines) { lines = expectedLines; plusMinus = '-'; maxLength = actualLines.length; }
  // The identical lines before a difference: two, three, or the first, '...', the last two.
  const flushIdentical = (from) => {
    if (identical > 2) {
      if (identical > 3) {
        if (identical > 4) {
          if (identical === 5) { res += '\n  ' + from[i - 3]; printedLines++; }
          else { res += '\n...'; skipped = true; }
        }
        res += '\n  ' + from[i - 2];
        printedLines++;
      }
      res += '\n  ' + from[i - 1];
      printedLines++;
    }
    identical = 0;
  };
  for (i = 0; i < maxLines; i++) {
    if (maxLength < i + 1) {
      // Only one side has lines left.
      flushIdentical(lines);
      if (lines === actualLines) res += '\n' + plusMinus + ' ' + lines[i];
      else other += '\n' + plusMinus + ' ' + lines[i];
      printedLines++;
    } else {
      const expectedLine = expectedLines[i];
      let actualLine = actualLines[i];
      // Lines that differ only by a trailing comma count as identical.
      let diverging = actualLine !== expectedLine && (!actualLine.endsWith(',') || actualLine.slice(0, -1) !== expectedLine);
      if (diverging && expectedLine.endsWith(',') && expectedLine.slice(0, -1) === actualLine) { diverging = false; actualLine += ','; }
      if (diverging) {
        flushIdentical(actualLines);
        // The expected lines wait in `other`, so that a block shows as +++--- not +-+-.
        res += '\n+ ' + actualLine;
        other += '\n- ' + expectedLine;
        printedLines += 2;
      } else {
        res += other;
        other = '';
        identical++;
        if (identical <= 2) { res += '\n  ' + actualLine; printedLines++; }
      }
    }
    // About 50 lines at most.
    if (printedLines > 50 && i < maxLines - 2)
      return msg + skippedMsg + '\n' + res + '\n...' + other + '\n...';
  }
  return msg + (skipped ? skippedMsg : '') + '\n' + res + other + end + indicator;
}
// The message AssertionError makes when it gets none.
function assertionMessage(actual, expected, operator) {
  if (operator === 'deepStrictEqual' || operator === 'strictEqual') return createErrDiff(actual, expected, operator);
  if (operator === 'notDeepStrictEqual' || operator === 'notStrictEqual') {
    let base = kReadableOperator[operator];
    const res = collapseLines(assertInspect(actual).split('\n'));
    if (operator === 'notStrictEqual' && (isObjectLike(actual) || typeof actual === 'function')) base = kReadableOperator.notStrictEqualObject;
    if (res.length === 1) return base + (res[0].length > 5 ? '\n\n' : ' ') + res[0];
    return base + '\n\n' + res.join('\n') + '\n';
  }
  let res = assertInspect(actual);
  let other = assertInspect(expected);
  const known = kReadableOperator[operator];
  if (operator === 'notDeepEqual' && res === other) {
    res = known + '\n\n' + res;
    return res.length > 1024 ? res.slice(0, 1021) + '...' : res;
  }
  if (res.length > 512) res = res.slice(0, 509) + '...';
  if (other.length > 512) other = other.slice(0, 509) + '...';
  if (operator === 'deepEqual') res = known + '\n\n' + res + '\n\nshould loosely deep-equal\n\n';
  else if (kReadableOperator[operator + 'Unequal']) res = kReadableOperator[operator + 'Unequal'] + '\n\n' + res + '\n\nshould not loosely deep-equal\n\n';
  else other = ' ' + operator + ' ' + other;
  return res + other;
}
// An error's copy without its stack, so that the message does not show stacks.
function copyError(source) {
  const target = Object.create(Object.getPrototypeOf(source));
  for (const key of Object.keys(source)) target[key] = source[key];
  Object.defineProperty(target, 'message', { value: source.message });
  return target;
}
function addEllipsis(string) {
  const lines = string.split('\n', 11);
  if (lines.length > 10) { lines.length = 10; return lines.join('\n') + '\n...'; }
  if (string.length > 512) return string.slice(512) + '...';
  return string;
}
class AssertionError extends Error {
  constructor(options) {
    if (options === null || typeof options !== 'object' || Array.isArray(options)) throw invalidArgType('options', 'of type object', options);
    const { message, operator, details } = options;
    let { actual, expected } = options;
    if (message != null) {
      super(operator === 'deepStrictEqual' || operator === 'strictEqual' ? createErrDiff(actual, expected, operator, message) : String(message));
    } else {
      if (isObjectLike(actual) && isObjectLike(expected) && 'stack' in actual && actual instanceof Error &&
          'stack' in expected && expected instanceof Error) {
        actual = copyError(actual);
        expected = copyError(expected);
      }
      super(assertionMessage(actual, expected, operator));
    }
    this.generatedMessage = !message;
    Object.defineProperty(this, 'name', { value: 'AssertionError [ERR_ASSERTION]', enumerable: false, writable: true, configurable: true });
    this.code = 'ERR_ASSERTION';
    if (details) {
      this.actual = undefined;
      this.expected = undefined;
      this.operator = undefined;
      for (let i = 0; i < details.length; i++) {
        this['message ' + i] = details[i].message;
        this['actual ' + i] = details[i].actual;
        this['expected ' + i] = details[i].expected;
        this['operator ' + i] = details[i].operator;
        this['stack trace ' + i] = details[i].stack;
      }
    } else {
      this.actual = actual;
      this.expected = expected;
      this.operator = operator;
    }
    // The stack's first line names the code (Node captures it again with that name).
    const stack = this.stack;
    if (typeof stack === 'string') {
      const head = stack.startsWith('AssertionError') ? 14 : stack.startsWith('Error') ? 5 : 0;
      if (head) this.stack = 'AssertionError [ERR_ASSERTION]' + stack.slice(head);
    }
    // Reset the name (defined, not assigned: evloop would rewrite the stack's header).
    Object.defineProperty(this, 'name', { value: 'AssertionError' });
  }
  toString() { return this.name + ' [' + this.code + ']: ' + this.message; }
  [W.inspectCustom](recurseTimes, ctx) {
    // Long strings shortened, actual and expected at depth 0.
    const tmpActual = this.actual, tmpExpected = this.expected;
    if (typeof this.actual === 'string') this.actual = addEllipsis(this.actual);
    if (typeof this.expected === 'string') this.expected = addEllipsis(this.expected);
    const result = util.inspect(this, Object.assign({}, ctx, { customInspect: false, depth: 0 }));
    this.actual = tmpActual;
    this.expected = tmpExpected;
    return result;
  }
}
function innerFail(obj) {
  if (obj.message instanceof Error) throw obj.message;
  throw new AssertionError(obj);
}
function missingArgs(...names) {
  return codedError(TypeError, 'ERR_MISSING_ARGS', 'The ' + names.map((n) => '"' + n + '"').join(' and ') + ' arguments must be specified');
}
// getErrMessage: assert.ok(value) without a message quotes the failing call as the
// program wrote it, from the file its caller is in (its first line as is, the next
// ones without the indentation up to the call's column).
function okCallSource() {
  const frame = String(new Error().stack).split('\n').find((l) => l.startsWith('    at '));
  const m = frame && /\(?((?:file:\/\/)?\/[^()]*):(\d+):(\d+)\)?$/.exec(frame);
  if (!m) return undefined;
  let file = m[1];
  if (file.startsWith('file:')) { try { file = fileURLToPath(file); } catch (e) { return undefined; } }
  if (!files.has(file)) return undefined;
  const found = B.callSourceAt(storedText(files.get(file)), Number(m[2]), Number(m[3]));
  if (!found) return undefined;
  const column = found[0] - 1;
  const lines = found[1].split('\n');
  let message = lines.shift();
  for (const line of lines) {
    let pos = 0;
    while (pos < column && (line[pos] === ' ' || line[pos] === '\t')) pos++;
    message += '\n  ' + line.slice(pos);
  }
  return 'The expression evaluated to a falsy value:\n\n  ' + message + '\n';
}
function innerOk(argLen, value, message) {
  if (value) return;
  let generatedMessage = false;
  if (argLen === 0) {
    generatedMessage = true;
    message = 'No value argument passed to `assert.ok()`';
  } else if (message == null) {
    generatedMessage = true;
    message = okCallSource();
  } else if (message instanceof Error) {
    throw message;
  }
  const err = new AssertionError({ actual: value, expected: true, message, operator: '==' });
  err.generatedMessage = generatedMessage;
  throw err;
}
function ok(...args) { innerOk(args.length, ...args); }
const assert = ok;
assert.ok = ok;
assert.AssertionError = AssertionError;
assert.fail = function fail(actual, expected, message, operator) {
  const argsLen = arguments.length;
  let internalMessage;
  if (argsLen === 0) internalMessage = 'Failed';
  else if (argsLen === 1) { message = actual; actual = undefined; }
  // SIMPLIFIED: two or more arguments are deprecated (DEP0094); the warning is not printed.
  if (message instanceof Error) throw message;
  const err = new AssertionError({ actual, expected, operator: operator === undefined ? 'fail' : operator, message: message || internalMessage });
  if (internalMessage) err.generatedMessage = true;
  throw err;
};
assert.equal = function equal(actual, expected, message) {
  if (arguments.length < 2) throw missingArgs('actual', 'expected');
  if (actual != expected && (!Number.isNaN(actual) || !Number.isNaN(expected))) // eslint-disable-line eqeqeq
    innerFail({ actual, expected, message, operator: '==' });
};
assert.notEqual = function notEqual(actual, expected, message) {
  if (arguments.length < 2) throw missingArgs('actual', 'expected');
  if (actual == expected || (Number.isNaN(actual) && Number.isNaN(expected))) // eslint-disable-line eqeqeq
    innerFail({ actual, expected, message, operator: '!=' });
};
assert.deepEqual = function deepEqual(actual, expected, message) {
  if (arguments.length < 2) throw missingArgs('actual', 'expected');
  if (!isDeepLooseEqual(actual, expected)) innerFail({ actual, expected, message, operator: 'deepEqual' });
};
assert.notDeepEqual = function notDeepEqual(actual, expected, message) {
  if (arguments.length < 2) throw missingArgs('actual', 'expected');
  if (isDeepLooseEqual(actual, expected)) innerFail({ actual, expected, message, operator: 'notDeepEqual' });
};
assert.deepStrictEqual = function deepStrictEqual(actual, expected, message) {
  if (arguments.length < 2) throw missingArgs('actual', 'expected');
  if (!isDeepStrictEqual(actual, expected)) innerFail({ actual, expected, message, operator: 'deepStrictEqual' });
};
assert.notDeepStrictEqual = function notDeepStrictEqual(actual, expected, message) {
  if (arguments.length < 2) throw missingArgs('actual', 'expected');
  if (isDeepStrictEqual(actual, expected)) innerFail({ actual, expected, message, operator: 'notDeepStrictEqual' });
};
assert.strictEqual = function strictEqual(actual, expected, message) {
  if (arguments.length < 2) throw missingArgs('actual', 'expected');
  if (!Object.is(actual, expected)) innerFail({ actual, expected, message, operator: 'strictEqual' });
};
assert.notStrictEqual = function notStrictEqual(actual, expected, message) {
  if (arguments.length < 2) throw missingArgs('actual', 'expected');
  if (Object.is(actual, expected)) innerFail({ actual, expected, message, operator: 'notStrictEqual' });
};

// assert.throws / rejects and their opposites.
const kNoException = {};
// The object a validation object is compared with: its keys taken from the error (a
// regular expression that matches stands for the error's string).
class Comparison {
  constructor(obj, keys, actual) {
    for (const key of keys) {
      if (!(key in obj)) continue;
      if (actual !== undefined && typeof actual[key] === 'string' && obj[key] instanceof RegExp && obj[key].exec(actual[key]) !== null) this[key] = actual[key];
      else this[key] = obj[key];
    }
  }
}
function compareExceptionKey(actual, expected, key, message, keys, fn) {
  if (key in actual && isDeepStrictEqual(actual[key], expected[key])) return;
  if (!message) {
    const err = new AssertionError({ actual: new Comparison(actual, keys), expected: new Comparison(expected, keys, actual), operator: 'deepStrictEqual' });
    err.actual = actual;
    err.expected = expected;
    err.operator = fn.name;
    throw err;
  }
  innerFail({ actual, expected, message, operator: fn.name });
}
function isErrorValue(v) { return v instanceof Error || B.objectClass(v) === 'Error'; }
function expectedException(actual, expected, message, fn) {
  let generatedMessage = false;
  let throwError = false;
  if (typeof expected !== 'function') {
    if (expected instanceof RegExp) {
      const str = String(actual);
      if (expected.exec(str) !== null) return;
      if (!message) {
        generatedMessage = true;
        message = 'The input did not match the regular expression ' + B.inspect(expected, 2) + '. Input:\n\n' + B.inspect(str, 2) + '\n';
      }
      throwError = true;
    } else if (!isObjectLike(actual)) {
      const err = new AssertionError({ actual, expected, message, operator: 'deepStrictEqual' });
      err.operator = fn.name;
      throw err;
    } else {
      const keys = Object.keys(expected);
      if (expected instanceof Error) keys.push('name', 'message');
      else if (keys.length === 0)
        throw codedError(TypeError, 'ERR_INVALID_ARG_VALUE', "The argument 'error' may not be an empty object. Received {}");
      for (const key of keys) {
        if (typeof actual[key] === 'string' && expected[key] instanceof RegExp && expected[key].exec(actual[key]) !== null) continue;
        compareExceptionKey(actual, expected, key, message, keys, fn);
      }
      return;
    }
  } else if (expected.prototype !== undefined && actual instanceof expected) {
    return;
  } else if (Error.isPrototypeOf(expected)) {
    if (!message) {
      generatedMessage = true;
      message = 'The error is expected to be an instance of "' + expected.name + '". Received ';
      if (isErrorValue(actual)) {
        const name = (actual.constructor && actual.constructor.name) || actual.name;
        message += expected.name === name ? 'an error with identical name but a different prototype.' : '"' + name + '"';
        if (actual.message) message += '\n\nError message:\n\n' + actual.message;
      } else {
        message += '"' + B.inspect(actual, -1) + '"';
      }
    }
    throwError = true;
  } else {
    // A validation function must return true.
    const res = expected.call({}, actual);
    if (res !== true) {
      if (!message) {
        generatedMessage = true;
        message = 'The ' + (expected.name ? '"' + expected.name + '" ' : '') + 'validation function is expected to return "true". Received ' + B.inspect(res, 2);
        if (isErrorValue(actual)) message += '\n\nCaught error:\n\n' + actual;
      }
      throwError = true;
    }
  }
  if (throwError) {
    const err = new AssertionError({ actual, expected, message, operator: fn.name });
    err.generatedMessage = generatedMessage;
    throw err;
  }
}
const kErrorTypes = 'of type function or an instance of Error, RegExp, or Object';
function expectsError(fn, actual, error, message) {
  if (typeof error === 'string') {
    if (arguments.length === 4) throw invalidArgType('error', kErrorTypes, error);
    if (isObjectLike(actual)) {
      if (actual.message === error)
        throw codedError(TypeError, 'ERR_AMBIGUOUS_ARGUMENT', 'The "error/message" argument is ambiguous. The error message "' + actual.message + '" is identical to the message.');
    } else if (actual === error) {
      throw codedError(TypeError, 'ERR_AMBIGUOUS_ARGUMENT', 'The "error/message" argument is ambiguous. The error "' + actual + '" is identical to the message.');
    }
    message = error;
    error = undefined;
  } else if (error != null && typeof error !== 'object' && typeof error !== 'function') {
    throw invalidArgType('error', kErrorTypes, error);
  }
  if (actual === kNoException) {
    let details = '';
    if (error && error.name) details += ' (' + error.name + ')';
    details += message ? ': ' + message : '.';
    innerFail({ actual: undefined, expected: error, operator: fn.name, message: 'Missing expected ' + (fn === assert.rejects ? 'rejection' : 'exception') + details });
  }
  if (!error) return;
  expectedException(actual, error, message, fn);
}
function hasMatchingError(actual, expected) {
  if (typeof expected !== 'function') {
    if (expected instanceof RegExp) return expected.exec(String(actual)) !== null;
    throw invalidArgType('expected', 'of type function or an instance of RegExp', expected);
  }
  if (expected.prototype !== undefined && actual instanceof expected) return true;
  if (Error.isPrototypeOf(expected)) return false;
  return expected.call({}, actual) === true;
}
function expectsNoError(fn, actual, error, message) {
  if (actual === kNoException) return;
  if (typeof error === 'string') { message = error; error = undefined; }
  if (!error || hasMatchingError(actual, error)) {
    const details = message ? ': ' + message : '.';
    innerFail({ actual, expected: error, operator: fn.name,
      message: 'Got unwanted ' + (fn === assert.doesNotReject ? 'rejection' : 'exception') + details + '\nActual message: "' + (actual == null ? undefined : actual.message) + '"' });
  }
  throw actual;
}
function getActual(fn) {
  validateFunction(fn, 'fn');
  try { fn(); } catch (e) { return e; }
  return kNoException;
}
const isPromiseLike = (v) => v instanceof Promise || (isObjectLike(v) && typeof v.then === 'function' && typeof v.catch === 'function');
async function waitForActual(promiseFn) {
  let resultPromise;
  if (typeof promiseFn === 'function') {
    resultPromise = promiseFn();
    if (!isPromiseLike(resultPromise))
      throw codedError(TypeError, 'ERR_INVALID_RETURN_VALUE', 'Expected instance of Promise to be returned from the "promiseFn" function but got ' +
        describeReceived(resultPromise).slice(' Received '.length) + '.');
  } else if (isPromiseLike(promiseFn)) {
    resultPromise = promiseFn;
  } else {
    throw invalidArgType('promiseFn', 'of type function or an instance of Promise', promiseFn);
  }
  try { await resultPromise; } catch (e) { return e; }
  return kNoException;
}
assert.throws = function throws(promiseFn, ...args) { expectsError(throws, getActual(promiseFn), ...args); };
assert.rejects = async function rejects(promiseFn, ...args) { expectsError(rejects, await waitForActual(promiseFn), ...args); };
assert.doesNotThrow = function doesNotThrow(fn, ...args) { expectsNoError(doesNotThrow, getActual(fn), ...args); };
assert.doesNotReject = async function doesNotReject(fn, ...args) { expectsNoError(doesNotReject, await waitForActual(fn), ...args); };
assert.ifError = function ifError(err) {
  if (err === null || err === undefined) return;
  let message = 'ifError got unwanted exception: ';
  if (typeof err === 'object' && typeof err.message === 'string') {
    message += err.message.length === 0 && err.constructor ? err.constructor.name : err.message;
  } else {
    message += B.inspect(err, 2);
  }
  throw new AssertionError({ actual: err, expected: null, operator: 'ifError', message });
};
function internalMatch(string, regexp, message, fn) {
  if (!(regexp instanceof RegExp)) throw invalidArgType('regexp', 'an instance of RegExp', regexp);
  const match = fn === assert.match;
  if (typeof string !== 'string' || (regexp.exec(string) !== null) !== match) {
    if (message instanceof Error) throw message;
    const generatedMessage = !message;
    message = message || (typeof string !== 'string'
      ? 'The "string" argument must be of type string. Received type ' + typeof string + ' (' + B.inspect(string, 2) + ')'
      : (match ? 'The input did not match the regular expression ' : 'The input was expected to not match the regular expression ') +
        B.inspect(regexp, 2) + '. Input:\n\n' + B.inspect(string, 2) + '\n');
    const err = new AssertionError({ actual: string, expected: regexp, message, operator: fn.name });
    err.generatedMessage = generatedMessage;
    throw err;
  }
}
assert.match = function match(string, regexp, message) { internalMatch(string, regexp, message, match); };
assert.doesNotMatch = function doesNotMatch(string, regexp, message) { internalMatch(string, regexp, message, doesNotMatch); };
// assert.strict: the same functions, with equal/deepEqual and their opposites strict.
function strict(...args) { innerOk(args.length, ...args); }
Object.assign(strict, assert, { equal: assert.strictEqual, deepEqual: assert.deepStrictEqual,
  notEqual: assert.notStrictEqual, notDeepEqual: assert.notDeepStrictEqual });
assert.strict = strict;
assert.strict.strict = assert.strict;
modules.assert = assert;
modules['assert/strict'] = strict;

// ---------------------------------------------------------------------------------------
// stream: Readable, Writable, Duplex, Transform, PassThrough, pipeline, finished. The state
// machine and its nextTicks follow lib/internal/streams/*.js of Node 20 (which events come
// in the same tick and which in a later one), so event orders match. SIMPLIFIED: no
// StringDecoder (setEncoding decodes each chunk on its own), no writev batching, no
// web-stream adapters, no compose, no `signal` options; the operators run one at a time.

function notSupported(what) { return new TypeError(what + ' is not supported by evloop yet'); }
function streamError(Ctor, code, message) { return codedError(Ctor, code, message); }
const nop = () => {};

function Stream(opts) { EventEmitter.call(this, opts); }
Object.setPrototypeOf(Stream.prototype, EventEmitter.prototype);
Object.setPrototypeOf(Stream, EventEmitter);

function highWaterMarkFrom(options, duplexKey, objectMode) {
  let hwm = options ? options.highWaterMark : undefined;
  if (hwm === undefined && options && duplexKey) hwm = options[duplexKey];
  if (hwm === undefined || hwm === null) return objectMode ? 16 : 16384;
  if (!Number.isInteger(hwm) || hwm < 0) throw codedError(TypeError, 'ERR_INVALID_ARG_VALUE', "The property 'options.highWaterMark' is invalid. Received " + B.inspect(hwm, 0));
  return hwm;
}
function chunkLength(objectMode, chunk) { return objectMode ? 1 : chunk.length; }
function isBufferLike(v) { return v instanceof Buffer; }

// destroy(err, cb) (lib/internal/streams/destroy.js): once; _destroy, then 'error' and
// 'close' in a nextTick.
function destroyStream(err, cb) {
  const r = this._readableState, w = this._writableState;
  const s = w || r;
  if ((w && w.destroyed) || (r && r.destroyed)) {
    if (typeof cb === 'function') cb();
    return this;
  }
  if (err) {
    if (w && !w.errored) w.errored = err;
    if (r && !r.errored) r.errored = err;
  }
  if (w) w.destroyed = true;
  if (r) r.destroyed = true;
  const self = this;
  const constructedThen = (fn) => { if (s.constructed) fn(); else self.once(kConstructEvent, fn); };
  constructedThen(() => {
    let called = false;
    const onDestroy = (e) => {
      if (called) return;
      called = true;
      if (e) {
        if (w && !w.errored) w.errored = e;
        if (r && !r.errored) r.errored = e;
      }
      if (w) w.closed = true;
      if (r) r.closed = true;
      if (typeof cb === 'function') cb(e);
      if (e) process.nextTick(emitErrorCloseNT, self, e);
      else process.nextTick(emitCloseNT, self);
    };
    try {
      self._destroy(err || null, onDestroy);
    } catch (e) {
      onDestroy(e);
    }
  });
  return this;
}
function emitErrorCloseNT(self, err) { emitErrorNT(self, err); emitCloseNT(self); }
function emitCloseNT(self) {
  const r = self._readableState, w = self._writableState;
  if (w) w.closeEmitted = true;
  if (r) r.closeEmitted = true;
  if ((w && w.emitClose) || (r && r.emitClose)) self.emit('close');
}
function emitErrorNT(self, err) {
  const r = self._readableState, w = self._writableState;
  if ((w && w.errorEmitted) || (r && r.errorEmitted)) return;
  if (w) w.errorEmitted = true;
  if (r) r.errorEmitted = true;
  self.emit('error', err);
}
function errorOrDestroy(stream, err, sync) {
  const r = stream._readableState, w = stream._writableState;
  if ((w && w.destroyed) || (r && r.destroyed)) return;
  if ((r && r.autoDestroy) || (w && w.autoDestroy)) {
    stream.destroy(err);
  } else if (err) {
    if (w && !w.errored) w.errored = err;
    if (r && !r.errored) r.errored = err;
    if (sync) process.nextTick(emitErrorNT, stream, err);
    else emitErrorNT(stream, err);
  }
}
// construct: _construct(cb) runs in a nextTick; reads and writes wait for it.
const kConstructEvent = Symbol('kConstruct');
function constructStream(stream, onConstructed) {
  const r = stream._readableState, w = stream._writableState;
  if (r) r.constructed = false;
  if (w) w.constructed = false;
  stream.once(kConstructEvent, onConstructed);
  process.nextTick(() => {
    let called = false;
    const done = (err) => {
      if (called) { errorOrDestroy(stream, streamError(Error, 'ERR_MULTIPLE_CALLBACK', 'Callback called multiple times')); return; }
      called = true;
      if (r) r.constructed = true;
      if (w) w.constructed = true;
      if (err) stream.destroy(err);
      else process.nextTick(() => stream.emit(kConstructEvent));
    };
    try { stream._construct(done); } catch (e) { done(e); }
  });
}

// ---- Readable (lib/internal/streams/readable.js)

function ReadableState(options, stream, isDuplex) {
  this.objectMode = !!(options && (options.objectMode || (isDuplex && options.readableObjectMode)));
  this.highWaterMark = highWaterMarkFrom(options, isDuplex ? 'readableHighWaterMark' : undefined, this.objectMode);
  this.buffer = [];
  this.length = 0;
  this.pipes = [];
  this.flowing = null;
  this.ended = false;
  this.endEmitted = false;
  this.reading = false;
  this.constructed = true;
  this.sync = true;
  this.needReadable = false;
  this.emittedReadable = false;
  this.readableListening = false;
  this.resumeScheduled = false;
  this.errorEmitted = false;
  this.emitClose = !options || options.emitClose !== false;
  this.autoDestroy = !options || options.autoDestroy !== false;
  this.destroyed = false;
  this.errored = null;
  this.closed = false;
  this.closeEmitted = false;
  this.defaultEncoding = (options && options.defaultEncoding) || 'utf8';
  this.awaitDrainWriters = null;
  this.readingMore = false;
  this.dataEmitted = false;
  this.dataListening = false;
  this.paused = null;
  this.encoding = null;
  if (options && options.encoding) this.encoding = normalizeEncoding(options.encoding);
}

function Readable(options) {
  if (!(this instanceof Readable)) return new Readable(options);
  initReadable(this, options, false);
  Stream.call(this, options);
  if (this._construct) constructStream(this, () => { if (this._readableState.needReadable) maybeReadMore(this, this._readableState); });
}
function initReadable(stream, options, isDuplex) {
  stream._readableState = new ReadableState(options, stream, isDuplex);
  if (options) {
    if (typeof options.read === 'function') stream._read = options.read;
    if (typeof options.destroy === 'function') stream._destroy = options.destroy;
    if (typeof options.construct === 'function') stream._construct = options.construct;
    if (options.signal) throw notSupported('The "signal" option of a stream');
  }
}
Object.setPrototypeOf(Readable.prototype, Stream.prototype);
Object.setPrototypeOf(Readable, Stream);
Readable.ReadableState = ReadableState;

Readable.prototype.destroy = destroyStream;
Readable.prototype._destroy = function _destroy(err, cb) { cb(err); };
Readable.prototype[kRejection] = function (err) { this.destroy(err); };
Readable.prototype.push = function push(chunk, encoding) { return readableAddChunk(this, chunk, encoding, false); };
Readable.prototype.unshift = function unshift(chunk, encoding) { return readableAddChunk(this, chunk, encoding, true); };

function readableAddChunk(stream, chunk, encoding, addToFront) {
  const state = stream._readableState;
  if (chunk === null) {
    state.reading = false;
    onEofChunk(stream, state);
    return false;
  }
  if (!state.objectMode) {
    if (typeof chunk === 'string') {
      encoding = encoding || state.defaultEncoding;
      if (state.encoding !== encoding) {
        chunk = Buffer.from(chunk, encoding);
        encoding = '';
      }
    } else if (isBufferLike(chunk)) {
      encoding = '';
    } else if (ArrayBuffer.isView(chunk)) {
      chunk = Buffer.from(chunk);
      encoding = '';
    } else if (chunk !== undefined) {
      errorOrDestroy(stream, invalidArgType('chunk', 'of type string or an instance of Buffer, TypedArray, or DataView', chunk));
      return false;
    }
    if (!chunk || chunk.length <= 0) {
      state.reading = false;
      maybeReadMore(stream, state);
      return canPushMore(state);
    }
  }
  if (addToFront) {
    if (state.endEmitted) { errorOrDestroy(stream, streamError(Error, 'ERR_STREAM_UNSHIFT_AFTER_END_EVENT', 'stream.unshift() after end event')); return false; }
    if (state.destroyed || state.errored) return false;
  } else {
    if (state.ended) { errorOrDestroy(stream, streamError(Error, 'ERR_STREAM_PUSH_AFTER_EOF', 'stream.push() after EOF')); return false; }
    if (state.destroyed || state.errored) return false;
    state.reading = false;
  }
  if (state.encoding && !state.objectMode && isBufferLike(chunk)) chunk = chunk.toString(state.encoding);
  addChunk(stream, state, chunk, addToFront);
  return canPushMore(state);
}
function canPushMore(state) { return !state.ended && (state.length < state.highWaterMark || state.length === 0); }
function addChunk(stream, state, chunk, addToFront) {
  if (state.flowing && state.length === 0 && !state.sync && state.dataListening) {
    state.awaitDrainWriters = null;
    state.dataEmitted = true;
    stream.emit('data', chunk);
  } else {
    state.length += chunkLength(state.objectMode, chunk);
    if (addToFront) state.buffer.unshift(chunk);
    else state.buffer.push(chunk);
    if (state.needReadable) emitReadable(stream);
  }
  maybeReadMore(stream, state);
}
Readable.prototype.isPaused = function isPaused() {
  const state = this._readableState;
  return state.paused === true || state.flowing === false;
};
Readable.prototype.setEncoding = function setEncoding(enc) {
  const state = this._readableState;
  state.encoding = normalizeEncoding(enc);
  let content = '';
  for (const data of state.buffer) content += typeof data === 'string' ? data : data.toString(state.encoding);
  state.buffer = content !== '' ? [content] : [];
  state.length = content.length;
  return this;
};
function howMuchToRead(n, state) {
  if (n <= 0 || (state.length === 0 && state.ended)) return 0;
  if (state.objectMode) return 1;
  if (Number.isNaN(n)) {
    if (state.flowing && state.length) return state.buffer[0].length;
    return state.length;
  }
  if (n <= state.length) return n;
  return state.ended ? state.length : 0;
}
Readable.prototype.read = function read(n) {
  if (n === undefined) n = NaN;
  else if (!Number.isInteger(n)) n = parseInt(n, 10);
  const state = this._readableState;
  const nOrig = n;
  if (n > state.highWaterMark) {
    let h = 1;
    while (h < n) h *= 2;
    state.highWaterMark = h;
  }
  if (n !== 0) state.emittedReadable = false;
  if (n === 0 && state.needReadable &&
      ((state.highWaterMark !== 0 ? state.length >= state.highWaterMark : state.length > 0) || state.ended)) {
    if (state.length === 0 && state.ended) endReadable(this);
    else emitReadable(this);
    return null;
  }
  n = howMuchToRead(n, state);
  if (n === 0 && state.ended) {
    if (state.length === 0) endReadable(this);
    return null;
  }
  let doRead = state.needReadable;
  if (state.length === 0 || state.length - n < state.highWaterMark) doRead = true;
  if (state.ended || state.reading || state.destroyed || state.errored || !state.constructed) {
    doRead = false;
  } else if (doRead) {
    state.reading = true;
    state.sync = true;
    if (state.length === 0) state.needReadable = true;
    try {
      this._read(state.highWaterMark);
    } catch (err) {
      errorOrDestroy(this, err);
    }
    state.sync = false;
    if (!state.reading) n = howMuchToRead(nOrig, state);
  }
  let ret = n > 0 ? fromList(n, state) : null;
  if (ret === null) {
    state.needReadable = state.length <= state.highWaterMark;
    n = 0;
  } else {
    state.length -= n;
    state.awaitDrainWriters = null;
  }
  if (state.length === 0) {
    if (!state.ended) state.needReadable = true;
    if (nOrig !== n && state.ended) endReadable(this);
  }
  if (ret !== null && !state.errorEmitted && !state.closeEmitted) {
    state.dataEmitted = true;
    this.emit('data', ret);
  }
  return ret;
};
function fromList(n, state) {
  if (state.length === 0) return null;
  const buf = state.buffer;
  if (state.objectMode) return buf.shift();
  if (!n || n >= state.length) {
    const all = buf.splice(0);
    if (all.length === 1) return all[0];
    return typeof all[0] === 'string' ? all.join('') : Buffer.concat(all);
  }
  if (n < buf[0].length) {
    const ret = buf[0].slice(0, n);
    buf[0] = buf[0].slice(n);
    return ret;
  }
  if (n === buf[0].length) return buf.shift();
  const parts = [];
  while (n > 0) {
    const data = buf[0];
    if (n >= data.length) { parts.push(buf.shift()); n -= data.length; }
    else { parts.push(data.slice(0, n)); buf[0] = data.slice(n); n = 0; }
  }
  return typeof parts[0] === 'string' ? parts.join('') : Buffer.concat(parts);
}
function onEofChunk(stream, state) {
  if (state.ended) return;
  state.ended = true;
  if (state.sync) {
    emitReadable(stream);
  } else {
    state.needReadable = false;
    state.emittedReadable = true;
    emitReadable_(stream);
  }
}
function emitReadable(stream) {
  const state = stream._readableState;
  state.needReadable = false;
  if (!state.emittedReadable) {
    state.emittedReadable = true;
    process.nextTick(emitReadable_, stream);
  }
}
function emitReadable_(stream) {
  const state = stream._readableState;
  if (!state.destroyed && !state.errored && (state.length || state.ended)) {
    stream.emit('readable');
    state.emittedReadable = false;
  }
  state.needReadable = !state.flowing && !state.ended && state.length <= state.highWaterMark;
  flow(stream);
}
function maybeReadMore(stream, state) {
  if (!state.readingMore && state.constructed) {
    state.readingMore = true;
    process.nextTick(maybeReadMore_, stream, state);
  }
}
function maybeReadMore_(stream, state) {
  while (!state.reading && !state.ended &&
         (state.length < state.highWaterMark || (state.flowing && state.length === 0))) {
    const len = state.length;
    stream.read(0);
    if (len === state.length) break;
  }
  state.readingMore = false;
}
Readable.prototype._read = function _read() {
  throw codedError(Error, 'ERR_METHOD_NOT_IMPLEMENTED', 'The _read() method is not implemented');
};
Readable.prototype.pipe = function pipe(dest, pipeOpts) {
  const src = this;
  const state = this._readableState;
  state.pipes.push(dest);
  const doEnd = (!pipeOpts || pipeOpts.end !== false) && dest !== process.stdout && dest !== process.stderr;
  const endFn = doEnd ? onend : unpipe;
  if (state.endEmitted) process.nextTick(endFn);
  else src.once('end', endFn);
  dest.on('unpipe', onunpipe);
  function onunpipe(readable, unpipeInfo) {
    if (readable === src && unpipeInfo && unpipeInfo.hasUnpiped === false) {
      unpipeInfo.hasUnpiped = true;
      cleanup();
    }
  }
  function onend() { dest.end(); }
  let ondrain;
  let cleanedUp = false;
  function cleanup() {
    dest.removeListener('close', onclose);
    dest.removeListener('finish', onfinish);
    if (ondrain) dest.removeListener('drain', ondrain);
    dest.removeListener('error', onerror);
    dest.removeListener('unpipe', onunpipe);
    src.removeListener('end', onend);
    src.removeListener('end', unpipe);
    src.removeListener('data', ondata);
    cleanedUp = true;
    if (ondrain && state.awaitDrainWriters && (!dest._writableState || dest._writableState.needDrain)) ondrain();
  }
  function pause() {
    if (!cleanedUp && state.pipes.indexOf(dest) >= 0) {
      state.awaitDrainWriters = dest;
      src.pause();
    }
    if (!ondrain) {
      ondrain = () => {
        if (state.awaitDrainWriters === dest) state.awaitDrainWriters = null;
        if (!state.awaitDrainWriters && state.dataListening) src.resume();
      };
      dest.on('drain', ondrain);
    }
  }
  src.on('data', ondata);
  function ondata(chunk) {
    if (dest.write(chunk) === false) pause();
  }
  function onerror(er) {
    unpipe();
    dest.removeListener('error', onerror);
    if (dest.listenerCount('error') === 0) {
      const s = dest._writableState || dest._readableState;
      if (s && !s.errorEmitted) errorOrDestroy(dest, er);
      else dest.emit('error', er);
    }
  }
  dest.prependListener('error', onerror);
  function onclose() { dest.removeListener('finish', onfinish); unpipe(); }
  dest.once('close', onclose);
  function onfinish() { dest.removeListener('close', onclose); unpipe(); }
  dest.once('finish', onfinish);
  function unpipe() { src.unpipe(dest); }
  dest.emit('pipe', src);
  if (dest.writableNeedDrain === true) pause();
  else if (!state.flowing) src.resume();
  return dest;
};
Readable.prototype.unpipe = function unpipe(dest) {
  const state = this._readableState;
  if (state.pipes.length === 0) return this;
  if (!dest) {
    const dests = state.pipes;
    state.pipes = [];
    this.pause();
    for (const d of dests) d.emit('unpipe', this, { hasUnpiped: false });
    return this;
  }
  const index = state.pipes.indexOf(dest);
  if (index === -1) return this;
  state.pipes.splice(index, 1);
  if (state.pipes.length === 0) this.pause();
  dest.emit('unpipe', this, { hasUnpiped: false });
  return this;
};
Readable.prototype.on = function on(ev, fn) {
  const res = EventEmitter.prototype.on.call(this, ev, fn);
  const state = this._readableState;
  if (ev === 'data') {
    state.dataListening = true;
    state.readableListening = this.listenerCount('readable') > 0;
    if (state.flowing !== false) this.resume();
  } else if (ev === 'readable') {
    if (!state.endEmitted && !state.readableListening) {
      state.readableListening = state.needReadable = true;
      state.flowing = false;
      state.emittedReadable = false;
      if (state.length) emitReadable(this);
      else if (!state.reading) process.nextTick((self) => self.read(0), this);
    }
  }
  return res;
};
Readable.prototype.addListener = Readable.prototype.on;
Readable.prototype.removeListener = function removeListener(ev, fn) {
  const res = EventEmitter.prototype.removeListener.call(this, ev, fn);
  if (ev === 'readable') process.nextTick(updateReadableListening, this);
  else if (ev === 'data' && this.listenerCount('data') === 0) this._readableState.dataListening = false;
  return res;
};
Readable.prototype.off = Readable.prototype.removeListener;
Readable.prototype.removeAllListeners = function removeAllListeners(ev) {
  const res = EventEmitter.prototype.removeAllListeners.apply(this, arguments);
  if (ev === 'readable' || ev === undefined) process.nextTick(updateReadableListening, this);
  return res;
};
function updateReadableListening(self) {
  const state = self._readableState;
  state.readableListening = self.listenerCount('readable') > 0;
  if (state.resumeScheduled && state.paused === false) state.flowing = true;
  else if (self.listenerCount('data') > 0) self.resume();
  else if (!state.readableListening) state.flowing = null;
}
Readable.prototype.resume = function resume() {
  const state = this._readableState;
  if (!state.flowing) {
    state.flowing = !state.readableListening;
    if (!state.resumeScheduled) {
      state.resumeScheduled = true;
      process.nextTick(resume_, this, state);
    }
  }
  state.paused = false;
  return this;
};
function resume_(stream, state) {
  if (!state.reading) stream.read(0);
  state.resumeScheduled = false;
  stream.emit('resume');
  flow(stream);
  if (state.flowing && !state.reading) stream.read(0);
}
Readable.prototype.pause = function pause() {
  const state = this._readableState;
  if (state.flowing !== false) {
    state.flowing = false;
    this.emit('pause');
  }
  state.paused = true;
  return this;
};
function flow(stream) {
  const state = stream._readableState;
  while (state.flowing && stream.read() !== null);
}
Readable.prototype.wrap = function wrap() { throw notSupported('readable.wrap()'); };
// The experimental operators of Node 20 (lib/internal/streams/operators.js) over async
// iteration. SIMPLIFIED: one at a time (no `concurrency`), no `signal`; the values and
// their order are Node's, the microtask ticks between them are not.
function operatorStream(source, generator) { return Readable.from(generator(source), { objectMode: true }); }
Object.assign(Readable.prototype, {
  async toArray() { const out = []; for await (const v of this) out.push(v); return out; },
  async forEach(fn) { validateFunction(fn, 'fn'); for await (const v of this) await fn(v, {}); },
  async reduce(fn, initial) {
    validateFunction(fn, 'reducer');
    let hasInitial = arguments.length > 1, acc = initial;
    for await (const v of this) {
      if (!hasInitial) { acc = v; hasInitial = true; } else acc = await fn(acc, v, {});
    }
    if (!hasInitial) throw codedError(TypeError, 'ERR_INVALID_ARGS', 'reduce of an empty stream requires an initial value');
    return acc;
  },
  async some(fn) { validateFunction(fn, 'fn'); for await (const v of this) if (await fn(v, {})) { this.destroy(); return true; } return false; },
  async every(fn) { validateFunction(fn, 'fn'); for await (const v of this) if (!(await fn(v, {}))) { this.destroy(); return false; } return true; },
  async find(fn) { validateFunction(fn, 'fn'); for await (const v of this) if (await fn(v, {})) { this.destroy(); return v; } return undefined; },
  map(fn, options) {
    validateFunction(fn, 'fn');
    if (options && options.concurrency > 1) throw notSupported('readable.map() with concurrency');
    return operatorStream(this, async function* (src) { for await (const v of src) yield await fn(v, {}); });
  },
  filter(fn, options) {
    validateFunction(fn, 'fn');
    if (options && options.concurrency > 1) throw notSupported('readable.filter() with concurrency');
    return operatorStream(this, async function* (src) { for await (const v of src) if (await fn(v, {})) yield v; });
  },
  flatMap(fn) {
    validateFunction(fn, 'fn');
    return operatorStream(this, async function* (src) { for await (const v of src) yield* await fn(v, {}); });
  },
  take(n) {
    return operatorStream(this, async function* (src) { if (n <= 0) return; let i = 0; for await (const v of src) { yield v; if (++i >= n) return; } });
  },
  drop(n) {
    return operatorStream(this, async function* (src) { let i = 0; for await (const v of src) if (i++ >= n) yield v; });
  },
  asIndexedPairs() { throw notSupported('readable.asIndexedPairs()'); },
});
Readable.prototype[Symbol.asyncIterator] = function () { return createAsyncIterator(this, undefined); };
Readable.prototype.iterator = function iterator(options) { return createAsyncIterator(this, options); };
// The async iterator: a 'readable' listener wakes the loop, read() takes the chunks, and
// finished() tells the end or the error.
async function* createAsyncIterator(stream, options) {
  let callback = nop;
  function next(resolve) {
    if (this === stream) {
      callback();
      callback = nop;
    } else {
      callback = resolve;
    }
  }
  stream.on('readable', next);
  let error;
  const cleanup = finishedImpl(stream, { writable: false }, (err) => {
    error = err ? (error || err) : null;
    callback();
    callback = nop;
  });
  try {
    while (true) {
      const chunk = stream.destroyed ? null : stream.read();
      if (chunk !== null) yield chunk;
      else if (error) throw error;
      else if (error === null) return;
      else await new Promise(next);
    }
  } catch (err) {
    error = error || err;
    throw error;
  } finally {
    if ((error || !options || options.destroyOnReturn !== false) && (error === undefined || stream._readableState.autoDestroy)) {
      stream.destroy(null);
    } else {
      stream.off('readable', next);
      cleanup();
    }
  }
}
function defineGetters(proto, getters) {
  for (const name of Object.keys(getters)) Object.defineProperty(proto, name, { get: getters[name], configurable: true, enumerable: false });
}
defineGetters(Readable.prototype, {
  readable() { const r = this._readableState; return !!r && r.readable !== false && !r.destroyed && !r.errorEmitted && !r.endEmitted; },
  readableDidRead() { return this._readableState.dataEmitted; },
  readableHighWaterMark() { return this._readableState.highWaterMark; },
  readableFlowing() { return this._readableState.flowing; },
  readableLength() { return this._readableState.length; },
  readableObjectMode() { return this._readableState.objectMode; },
  readableEncoding() { return this._readableState.encoding; },
  readableEnded() { return this._readableState.endEmitted; },
  readableAborted() { const r = this._readableState; return r.readable !== false && !!(r.destroyed || r.errored) && !r.endEmitted; },
  errored() { return (this._writableState || this._readableState).errored; },
  closed() { return (this._writableState || this._readableState).closed; },
  destroyed() { return (this._writableState || this._readableState).destroyed; },
});
function endReadable(stream) {
  const state = stream._readableState;
  if (!state.endEmitted) {
    state.ended = true;
    process.nextTick(endReadableNT, state, stream);
  }
}
function endReadableNT(state, stream) {
  if (!state.errored && !state.closeEmitted && !state.endEmitted && state.length === 0) {
    state.endEmitted = true;
    stream.emit('end');
    if (stream.writable && stream.allowHalfOpen === false) {
      process.nextTick(() => { if (stream.writable && !stream.writableEnded && !stream.destroyed) stream.end(); });
    } else if (state.autoDestroy) {
      const wState = stream._writableState;
      if (!wState || (wState.autoDestroy && (wState.finished || wState.writable === false))) stream.destroy();
    }
  }
}
// Readable.from(iterable): pulls one value per _read, awaiting async iterators.
Readable.from = function from(iterable, opts) {
  if (typeof iterable === 'string' || iterable instanceof Buffer) {
    return new Readable(Object.assign({ objectMode: true }, opts, { read() { this.push(iterable); this.push(null); } }));
  }
  let iterator, isAsync;
  if (iterable && iterable[Symbol.asyncIterator]) { isAsync = true; iterator = iterable[Symbol.asyncIterator](); }
  else if (iterable && iterable[Symbol.iterator]) { isAsync = false; iterator = iterable[Symbol.iterator](); }
  else throw invalidArgType('iterable', 'an instance of Iterable', iterable);
  const readable = new Readable(Object.assign({ objectMode: true, highWaterMark: 1 }, opts));
  let reading = false;
  readable._read = function () {
    if (!reading) {
      reading = true;
      next();
    }
  };
  readable._destroy = function (error, cb) {
    close(error).then(() => process.nextTick(cb, error), (e) => process.nextTick(cb, e || error));
  };
  async function close(error) {
    const hadError = error !== undefined && error !== null;
    if (hadError && typeof iterator.throw === 'function') {
      const { value, done } = await iterator.throw(error);
      await value;
      if (done) return;
    }
    if (typeof iterator.return === 'function') {
      const { value } = await iterator.return();
      await value;
    }
  }
  async function next() {
    for (;;) {
      try {
        const { value, done } = isAsync ? await iterator.next() : iterator.next();
        if (done) {
          readable.push(null);
        } else {
          const res = value && typeof value.then === 'function' ? await value : value;
          if (res === null) {
            reading = false;
            throw codedError(TypeError, 'ERR_STREAM_NULL_VALUES', 'May not write null values to stream');
          } else if (readable.push(res)) {
            continue;
          } else {
            reading = false;
          }
        }
      } catch (err) {
        readable.destroy(err);
      }
      break;
    }
  }
  return readable;
};

// ---- Writable (lib/internal/streams/writable.js)

function WritableState(options, stream, isDuplex) {
  this.objectMode = !!(options && (options.objectMode || (isDuplex && options.writableObjectMode)));
  this.highWaterMark = highWaterMarkFrom(options, isDuplex ? 'writableHighWaterMark' : undefined, this.objectMode);
  this.finalCalled = false;
  this.needDrain = false;
  this.ending = false;
  this.ended = false;
  this.finished = false;
  this.destroyed = false;
  this.decodeStrings = !(options && options.decodeStrings === false);
  this.defaultEncoding = (options && options.defaultEncoding) || 'utf8';
  this.length = 0;
  this.writing = false;
  this.corked = 0;
  this.sync = true;
  this.bufferProcessing = false;
  this.onwrite = (er) => onwrite(stream, er);
  this.writecb = null;
  this.writelen = 0;
  this.afterWriteTickInfo = null;
  this.buffered = [];
  this.pendingcb = 0;
  this.constructed = true;
  this.prefinished = false;
  this.errorEmitted = false;
  this.emitClose = !options || options.emitClose !== false;
  this.autoDestroy = !options || options.autoDestroy !== false;
  this.errored = null;
  this.closed = false;
  this.closeEmitted = false;
  this.onFinished = [];
}
function Writable(options) {
  if (!(this instanceof Writable)) return new Writable(options);
  initWritable(this, options, false);
  Stream.call(this, options);
  if (this._construct) constructStream(this, () => writableConstructed(this));
}
function writableConstructed(stream) {
  const state = stream._writableState;
  if (!state.writing) clearBuffer(stream, state);
  finishMaybe(stream, state);
}
function initWritable(stream, options, isDuplex) {
  stream._writableState = new WritableState(options, stream, isDuplex);
  if (options) {
    if (typeof options.write === 'function') stream._write = options.write;
    if (typeof options.writev === 'function') throw notSupported('The "writev" option of a stream');
    if (typeof options.destroy === 'function') stream._destroy = options.destroy;
    if (typeof options.final === 'function') stream._final = options.final;
    if (typeof options.construct === 'function') stream._construct = options.construct;
    if (options.signal) throw notSupported('The "signal" option of a stream');
  }
}
Object.setPrototypeOf(Writable.prototype, Stream.prototype);
Object.setPrototypeOf(Writable, Stream);
Writable.WritableState = WritableState;
// A Duplex is a Writable too (it has a WritableState).
Object.defineProperty(Writable, Symbol.hasInstance, {
  value: function (object) {
    if (Function.prototype[Symbol.hasInstance].call(this, object)) return true;
    if (this !== Writable) return false;
    return !!object && object._writableState instanceof WritableState;
  },
});
Writable.prototype.pipe = function () {
  errorOrDestroy(this, streamError(Error, 'ERR_STREAM_CANNOT_PIPE', 'Cannot pipe, not readable'));
};
function writeImpl(stream, chunk, encoding, cb) {
  const state = stream._writableState;
  if (typeof cb !== 'function') cb = nop;
  if (chunk === null) throw codedError(TypeError, 'ERR_STREAM_NULL_VALUES', 'May not write null values to stream');
  if (!state.objectMode) {
    if (!encoding) encoding = state.defaultEncoding;
    else if (encoding !== 'buffer' && !Buffer.isEncoding(encoding)) throw codedError(TypeError, 'ERR_UNKNOWN_ENCODING', 'Unknown encoding: ' + encoding);
    if (typeof chunk === 'string') {
      if (state.decodeStrings) { chunk = Buffer.from(chunk, encoding); encoding = 'buffer'; }
    } else if (chunk instanceof Buffer) {
      encoding = 'buffer';
    } else if (ArrayBuffer.isView(chunk)) {
      chunk = Buffer.from(chunk);
      encoding = 'buffer';
    } else {
      throw invalidArgType('chunk', 'of type string or an instance of Buffer or Uint8Array', chunk);
    }
  }
  let err;
  if (state.ending) err = streamError(Error, 'ERR_STREAM_WRITE_AFTER_END', 'write after end');
  else if (state.destroyed) err = streamError(Error, 'ERR_STREAM_DESTROYED', 'Cannot call write after a stream was destroyed');
  if (err) {
    process.nextTick(cb, err);
    errorOrDestroy(stream, err, true);
    return err;
  }
  state.pendingcb++;
  return writeOrBuffer(stream, state, chunk, encoding, cb);
}
Writable.prototype.write = function write(chunk, encoding, cb) {
  if (typeof encoding === 'function') { cb = encoding; encoding = null; }
  return writeImpl(this, chunk, encoding, cb) === true;
};
Writable.prototype.cork = function cork() { this._writableState.corked++; };
Writable.prototype.uncork = function uncork() {
  const state = this._writableState;
  if (state.corked) {
    state.corked--;
    if (!state.writing) clearBuffer(this, state);
  }
};
Writable.prototype.setDefaultEncoding = function setDefaultEncoding(encoding) {
  if (typeof encoding === 'string') encoding = encoding.toLowerCase();
  if (!Buffer.isEncoding(encoding)) throw codedError(TypeError, 'ERR_UNKNOWN_ENCODING', 'Unknown encoding: ' + encoding);
  this._writableState.defaultEncoding = encoding;
  return this;
};
function writeOrBuffer(stream, state, chunk, encoding, callback) {
  const len = chunkLength(state.objectMode, chunk);
  state.length += len;
  if (state.writing || state.corked || state.errored || !state.constructed) {
    state.buffered.push({ chunk, encoding, callback });
  } else {
    state.writelen = len;
    state.writecb = callback;
    state.writing = true;
    state.sync = true;
    stream._write(chunk, encoding, state.onwrite);
    state.sync = false;
  }
  const ret = state.length < state.highWaterMark;
  if (!ret) state.needDrain = true;
  return ret && !state.errored && !state.destroyed;
}
function doWrite(stream, state, len, chunk, encoding, cb) {
  state.writelen = len;
  state.writecb = cb;
  state.writing = true;
  state.sync = true;
  if (state.destroyed) state.onwrite(streamError(Error, 'ERR_STREAM_DESTROYED', 'Cannot call write after a stream was destroyed'));
  else stream._write(chunk, encoding, state.onwrite);
  state.sync = false;
}
function onwriteError(stream, state, er, cb) {
  --state.pendingcb;
  cb(er);
  errorBuffer(state);
  errorOrDestroy(stream, er);
}
function onwrite(stream, er) {
  const state = stream._writableState;
  if (state.writecb === null) {
    errorOrDestroy(stream, streamError(Error, 'ERR_MULTIPLE_CALLBACK', 'Callback called multiple times'));
    return;
  }
  const sync = state.sync;
  const cb = state.writecb;
  state.writing = false;
  state.writecb = null;
  state.length -= state.writelen;
  state.writelen = 0;
  if (er) {
    if (!state.errored) state.errored = er;
    if (stream._readableState && !stream._readableState.errored) stream._readableState.errored = er;
    if (sync) process.nextTick(onwriteError, stream, state, er, cb);
    else onwriteError(stream, state, er, cb);
    return;
  }
  if (state.buffered.length) clearBuffer(stream, state);
  if (sync) {
    // Callbacks of synchronous writes run in one nextTick, counted when it is the same one.
    if (state.afterWriteTickInfo !== null && state.afterWriteTickInfo.cb === cb) {
      state.afterWriteTickInfo.count++;
    } else {
      state.afterWriteTickInfo = { count: 1, cb, stream, state };
      process.nextTick(afterWriteTick, state.afterWriteTickInfo);
    }
  } else {
    afterWrite(stream, state, 1, cb);
  }
}
function afterWriteTick(info) {
  info.state.afterWriteTickInfo = null;
  return afterWrite(info.stream, info.state, info.count, info.cb);
}
function afterWrite(stream, state, count, cb) {
  const needDrain = !state.ending && !stream.destroyed && state.length === 0 && state.needDrain;
  if (needDrain) {
    state.needDrain = false;
    stream.emit('drain');
  }
  while (count-- > 0) {
    state.pendingcb--;
    cb(null);
  }
  if (state.destroyed) errorBuffer(state);
  finishMaybe(stream, state);
}
function errorBuffer(state) {
  if (state.writing) return;
  for (const { chunk, callback } of state.buffered) {
    state.length -= chunkLength(state.objectMode, chunk);
    callback(state.errored || streamError(Error, 'ERR_STREAM_DESTROYED', 'Cannot call write after a stream was destroyed'));
  }
  const onfinishCallbacks = state.onFinished.splice(0);
  for (const f of onfinishCallbacks) f(state.errored || streamError(Error, 'ERR_STREAM_DESTROYED', 'Cannot call end after a stream was destroyed'));
  state.buffered = [];
}
function clearBuffer(stream, state) {
  if (state.corked || state.bufferProcessing || state.destroyed || !state.constructed) return;
  const buffered = state.buffered;
  if (!buffered.length) return;
  state.bufferProcessing = true;
  let i = 0;
  do {
    const { chunk, encoding, callback } = buffered[i++];
    doWrite(stream, state, chunkLength(state.objectMode, chunk), chunk, encoding, callback);
  } while (i < buffered.length && !state.writing);
  buffered.splice(0, i);
  state.bufferProcessing = false;
}
Writable.prototype._write = function _write() {
  throw codedError(Error, 'ERR_METHOD_NOT_IMPLEMENTED', 'The _write() method is not implemented');
};
Writable.prototype._writev = null;
Writable.prototype.end = function end(chunk, encoding, cb) {
  const state = this._writableState;
  if (typeof chunk === 'function') { cb = chunk; chunk = null; encoding = null; }
  else if (typeof encoding === 'function') { cb = encoding; encoding = null; }
  let err;
  if (chunk !== null && chunk !== undefined) {
    const ret = writeImpl(this, chunk, encoding);
    if (ret instanceof Error) err = ret;
  }
  if (state.corked) { state.corked = 1; this.uncork(); }
  if (err) {
    // nothing more
  } else if (!state.errored && !state.ending) {
    state.ending = true;
    finishMaybe(this, state, true);
    state.ended = true;
  } else if (state.finished) {
    err = streamError(Error, 'ERR_STREAM_ALREADY_FINISHED', 'Cannot call end after a stream was finished');
  } else if (state.destroyed) {
    err = streamError(Error, 'ERR_STREAM_DESTROYED', 'Cannot call end after a stream was destroyed');
  }
  if (typeof cb === 'function') {
    if (err || state.finished) process.nextTick(cb, err);
    else state.onFinished.push(cb);
  }
  return this;
};
function needFinish(state) {
  return state.ending && !state.destroyed && state.constructed && state.length === 0 && !state.errored &&
    state.buffered.length === 0 && !state.finished && !state.writing && !state.errorEmitted && !state.closeEmitted;
}
function callFinal(stream, state) {
  let called = false;
  function onFinish(err) {
    if (called) { errorOrDestroy(stream, streamError(Error, 'ERR_MULTIPLE_CALLBACK', 'Callback called multiple times')); return; }
    called = true;
    state.pendingcb--;
    if (err) {
      for (const f of state.onFinished.splice(0)) f(err);
      errorOrDestroy(stream, err, state.sync);
    } else if (needFinish(state)) {
      state.prefinished = true;
      stream.emit('prefinish');
      state.pendingcb++;
      process.nextTick(finish, stream, state);
    }
  }
  state.sync = true;
  state.pendingcb++;
  try { stream._final(onFinish); } catch (err) { onFinish(err); }
  state.sync = false;
}
function prefinish(stream, state) {
  if (!state.prefinished && !state.finalCalled) {
    if (typeof stream._final === 'function' && !state.destroyed) {
      state.finalCalled = true;
      callFinal(stream, state);
    } else {
      state.prefinished = true;
      stream.emit('prefinish');
    }
  }
}
function finishMaybe(stream, state, sync) {
  if (needFinish(state)) {
    prefinish(stream, state);
    if (state.pendingcb === 0) {
      if (sync) {
        state.pendingcb++;
        process.nextTick(() => {
          if (needFinish(state)) finish(stream, state);
          else state.pendingcb--;
        });
      } else if (needFinish(state)) {
        state.pendingcb++;
        finish(stream, state);
      }
    }
  }
}
function finish(stream, state) {
  state.pendingcb--;
  state.finished = true;
  for (const f of state.onFinished.splice(0)) f(null);
  stream.emit('finish');
  if (state.autoDestroy) {
    const rState = stream._readableState;
    if (!rState || (rState.autoDestroy && (rState.endEmitted || rState.readable === false))) stream.destroy();
  }
}
defineGetters(Writable.prototype, {
  writable() { const w = this._writableState; return !!w && w.writable !== false && !w.destroyed && !w.errored && !w.ending && !w.ended; },
  writableFinished() { return this._writableState.finished; },
  writableObjectMode() { return this._writableState.objectMode; },
  writableEnded() { return this._writableState.ending; },
  writableNeedDrain() { const w = this._writableState; return !w.destroyed && !w.ending && w.needDrain; },
  writableHighWaterMark() { return this._writableState.highWaterMark; },
  writableCorked() { return this._writableState.corked; },
  writableLength() { return this._writableState.length; },
  errored() { return this._writableState.errored; },
  closed() { return this._writableState.closed; },
  destroyed() { return this._writableState.destroyed; },
});
Writable.prototype.destroy = function destroy(err, cb) {
  const state = this._writableState;
  if (!state.destroyed && (state.buffered.length || state.onFinished.length)) process.nextTick(errorBuffer, state);
  destroyStream.call(this, err, cb);
  return this;
};
Writable.prototype._destroy = function _destroy(err, cb) { cb(err); };
Writable.prototype[kRejection] = function (err) { this.destroy(err); };

// ---- Duplex, Transform, PassThrough

function Duplex(options) {
  if (!(this instanceof Duplex)) return new Duplex(options);
  initReadable(this, options, true);
  initWritable(this, options, true);
  Stream.call(this, options);
  if (options) {
    this.allowHalfOpen = options.allowHalfOpen !== false;
    if (options.readable === false) { this._readableState.readable = false; this._readableState.ended = true; this._readableState.endEmitted = true; }
    if (options.writable === false) { this._writableState.writable = false; this._writableState.ending = true; this._writableState.ended = true; this._writableState.finished = true; }
  } else {
    this.allowHalfOpen = true;
  }
  if (this._construct) constructStream(this, () => {
    if (this._readableState.needReadable) maybeReadMore(this, this._readableState);
    writableConstructed(this);
  });
}
Object.setPrototypeOf(Duplex.prototype, Readable.prototype);
Object.setPrototypeOf(Duplex, Readable);
for (const key of ['write', 'cork', 'uncork', 'setDefaultEncoding', 'end', '_write', '_writev']) Duplex.prototype[key] = Writable.prototype[key];
for (const key of ['writable', 'writableFinished', 'writableObjectMode', 'writableEnded', 'writableNeedDrain', 'writableHighWaterMark', 'writableCorked', 'writableLength'])
  Object.defineProperty(Duplex.prototype, key, Object.getOwnPropertyDescriptor(Writable.prototype, key));
Duplex.prototype.destroy = Writable.prototype.destroy;
Duplex.from = function from() { throw notSupported('Duplex.from()'); };

const kTransformCallback = Symbol('kCallback');
function Transform(options) {
  if (!(this instanceof Transform)) return new Transform(options);
  Duplex.call(this, options);
  this._readableState.sync = false;
  this[kTransformCallback] = null;
  if (options) {
    if (typeof options.transform === 'function') this._transform = options.transform;
    if (typeof options.flush === 'function') this._flush = options.flush;
  }
  this.on('prefinish', transformPrefinish);
}
Object.setPrototypeOf(Transform.prototype, Duplex.prototype);
Object.setPrototypeOf(Transform, Duplex);
// LazyTransform (lib/internal/streams/lazy_transform.js): crypto's Hash and Hmac become a
// Transform the first time their stream state is read.
function LazyTransform(options) { this._options = options; }
Object.setPrototypeOf(LazyTransform.prototype, Transform.prototype);
Object.setPrototypeOf(LazyTransform, Transform);
for (const name of ['_readableState', '_writableState']) {
  Object.defineProperty(LazyTransform.prototype, name, {
    configurable: true, enumerable: true,
    get() { Transform.call(this, this._options); this._writableState.decodeStrings = false; return this[name]; },
    set(value) { Object.defineProperty(this, name, { value, enumerable: true, configurable: true, writable: true }); },
  });
}
function transformFinal(cb) {
  if (typeof this._flush === 'function' && !this.destroyed) {
    this._flush((er, data) => {
      if (er) {
        if (cb) cb(er);
        else this.destroy(er);
        return;
      }
      if (data !== null && data !== undefined) this.push(data);
      this.push(null);
      if (cb) cb();
    });
  } else {
    this.push(null);
    if (cb) cb();
  }
}
function transformPrefinish() { if (this._final !== transformFinal) transformFinal.call(this); }
Transform.prototype._final = transformFinal;
Transform.prototype._transform = function _transform() {
  throw codedError(Error, 'ERR_METHOD_NOT_IMPLEMENTED', 'The _transform() method is not implemented');
};
Transform.prototype._write = function _write(chunk, encoding, callback) {
  const rState = this._readableState;
  const wState = this._writableState;
  const length = rState.length;
  this._transform(chunk, encoding, (err, val) => {
    if (err) { callback(err); return; }
    if (val !== null && val !== undefined) this.push(val);
    if (wState.ended || length === rState.length || rState.length < rState.highWaterMark) callback();
    else this[kTransformCallback] = callback;
  });
};
Transform.prototype._read = function _read() {
  if (this[kTransformCallback]) {
    const callback = this[kTransformCallback];
    this[kTransformCallback] = null;
    callback();
  }
};
function PassThrough(options) {
  if (!(this instanceof PassThrough)) return new PassThrough(options);
  Transform.call(this, options);
}
Object.setPrototypeOf(PassThrough.prototype, Transform.prototype);
Object.setPrototypeOf(PassThrough, Transform);
PassThrough.prototype._transform = function (chunk, encoding, cb) { cb(null, chunk); };

// ---- finished (end-of-stream) and pipeline

const isReadableStream = (s) => !!s && typeof s.pipe === 'function' && typeof s.on === 'function' && !!s._readableState && s._readableState.readable !== false;
const isWritableStream = (s) => !!s && typeof s.write === 'function' && typeof s.on === 'function' && !!s._writableState && s._writableState.writable !== false;
function prematureClose() { return codedError(Error, 'ERR_STREAM_PREMATURE_CLOSE', 'Premature close'); }
// finished(stream, options, callback): the callback once, when the stream has ended and/or
// finished, errored or closed early; returns a cleanup function.
function isReadableFinished(rState) { return !!rState && (rState.endEmitted || (rState.ended && rState.length === 0)); }
function isWritableFinished(wState) { return !!wState && (wState.finished || (wState.ending && wState.length === 0)); }
// finished(stream, options, callback) (lib/internal/streams/end-of-stream.js): the
// callback once, when the stream has ended and/or finished (or, for a stream that will
// emit 'close', at its 'close'), errored or closed early; returns a cleanup function.
function finishedImpl(stream, options, callback) {
  if (typeof options === 'function') { callback = options; options = {}; }
  else if (options === undefined || options === null) options = {};
  validateFunction(callback, 'callback');
  if (!stream || typeof stream.on !== 'function') throw invalidArgType('stream', 'an instance of ReadableStream, WritableStream, or Stream', stream);
  let called = false;
  const once = (err) => { if (!called) { called = true; callback.call(stream, err); } };
  const rState = stream._readableState, wState = stream._writableState;
  const readable = options.readable !== undefined ? options.readable : isReadableStream(stream);
  const writable = options.writable !== undefined ? options.writable : isWritableStream(stream);
  const state = wState || rState;
  let willEmitClose = !!state && state.autoDestroy && state.emitClose && !state.closed;
  let readableFinished = isReadableFinished(rState);
  let writableFinished = isWritableFinished(wState);
  const onfinish = () => {
    writableFinished = true;
    if (stream.destroyed) willEmitClose = false;
    if (willEmitClose && (!stream.readable || readable)) return;
    if (!readable || readableFinished) once();
  };
  const onend = () => {
    readableFinished = true;
    if (stream.destroyed) willEmitClose = false;
    if (willEmitClose && (!stream.writable || writable)) return;
    if (!writable || writableFinished) once();
  };
  const onerror = (err) => once(err);
  const onclose = () => {
    const errored = (wState && wState.errored) || (rState && rState.errored);
    if (errored) return once(errored);
    if (readable && !readableFinished && rState && !isReadableFinished(rState)) return once(prematureClose());
    if (writable && !writableFinished && wState && !isWritableFinished(wState)) return once(prematureClose());
    once();
  };
  stream.on('end', onend);
  stream.on('finish', onfinish);
  if (options.error !== false) stream.on('error', onerror);
  stream.on('close', onclose);
  const closed = (wState && wState.closed) || (rState && rState.closed);
  if (closed) process.nextTick(onclose);
  else if (!willEmitClose && (!readable || readableFinished) && (!writable || writableFinished) && (readable || writable)) process.nextTick(onclose);
  const cleanup = () => {
    callback = nop;
    stream.removeListener('end', onend);
    stream.removeListener('finish', onfinish);
    stream.removeListener('error', onerror);
    stream.removeListener('close', onclose);
  };
  return cleanup;
}
function finished(stream, options, callback) { return finishedImpl(stream, options, callback); }
finished[promisifyCustom] = function (stream, options) {
  return new Promise((resolve, reject) => finishedImpl(stream, options, (err) => (err ? reject(err) : resolve())));
};
// pipeline(...streams, callback): pipes each into the next; the first error destroys them
// all; the callback comes in a nextTick after the last one finished. Functions are
// stages over async iterables (source functions, async generator transforms, a final
// consumer), as Node allows.
function pipelineImpl(streams, callback, opts) {
  if (streams.length === 1 && Array.isArray(streams[0])) streams = streams[0];
  if (streams.length < 2) throw codedError(TypeError, 'ERR_MISSING_ARGS', 'The "streams" argument must be specified');
  let error, value;
  let finishCount = 0;
  const destroys = [];
  let done = false;
  function finishImpl(err, final) {
    if (err && (!error || error.code === 'ERR_STREAM_PREMATURE_CLOSE')) error = err;
    if (!error && !final) return;
    while (destroys.length) destroys.shift()(error);
    if (final && !done) {
      done = true;
      process.nextTick(callback, error, value);
    }
  }
  function finishOne(err) { finishImpl(err, --finishCount === 0); }
  // Each stream is watched until it is done; an error anywhere destroys the others.
  function track(stream, reading, writing) {
    finishCount++;
    let destroyed = false;
    finishedImpl(stream, { readable: reading, writable: writing }, (err) => {
      destroyed = !err;
      finishOne(err);
    });
    destroys.push((err) => { if (!destroyed) { destroyed = true; stream.destroy(err || undefined); } });
  }
  const asStream = (v) => {
    if (v && typeof v.pipe === 'function' && v._readableState) return v;
    const r = Readable.from(v);
    track(r, true, false);
    return r;
  };
  let ret;
  for (let i = 0; i < streams.length; i++) {
    const stream = streams[i];
    const reading = i < streams.length - 1;
    const writing = i > 0;
    const end = reading || !opts || opts.end !== false;
    if (stream && typeof stream.on === 'function' && (stream._readableState || stream._writableState)) track(stream, reading, writing);
    if (i === 0) {
      if (typeof stream === 'function') {
        ret = stream({ signal: undefined });
        if (!ret || (!ret[Symbol.asyncIterator] && !ret[Symbol.iterator])) throw invalidArgType('source', 'an Iterable, AsyncIterable or Stream', ret);
      } else if (stream && (stream[Symbol.asyncIterator] || stream[Symbol.iterator] || typeof stream.pipe === 'function')) {
        ret = stream;
      } else {
        throw invalidArgType('source', 'an Iterable, AsyncIterable or Stream', stream);
      }
    } else if (typeof stream === 'function') {
      ret = stream(asStream(ret), { signal: undefined });
      if (reading) {
        if (!ret || (!ret[Symbol.asyncIterator] && !ret[Symbol.iterator])) throw invalidReturnValue('AsyncIterable', `transform[${i - 1}]`, ret);
      } else {
        // The destination function's result goes into an object-mode PassThrough, which
        // pipeline() returns: a promise's value is written to it, an async iterable is
        // pumped into it (lib/internal/streams/pipeline.js).
        const pt = new PassThrough({ objectMode: true });
        const then = ret && ret.then;
        finishCount++;
        if (typeof then === 'function') {
          then.call(ret, (v) => {
            value = v;
            if (v !== null && v !== undefined) pt.write(v);
            if (end) pt.end();
            process.nextTick(finishOne);
          }, (err) => { pt.destroy(err); process.nextTick(finishOne, err); });
        } else if (ret && (ret[Symbol.asyncIterator] || ret[Symbol.iterator])) {
          pumpToNode(ret, pt, finishOne, end);
        } else {
          throw invalidReturnValue('AsyncIterable or Promise', 'destination', ret);
        }
        ret = pt;
        // Destroyed with the others unless it finished (destroyer() in Node: not counted).
        let ptFinished = false;
        finishedImpl(pt, { readable: false, writable: true }, (err) => { ptFinished = !err; });
        destroys.push((err) => { if (!ptFinished) { ptFinished = true; pt.destroy(err || undefined); } });
      }
    } else if (stream && typeof stream.write === 'function') {
      asStream(ret).pipe(stream, { end });
      ret = stream;
    } else {
      throw invalidArgType('val', 'a Stream, an Iterable, AsyncIterable or a Function', stream);
    }
  }
  return ret;
}
function invalidReturnValue(expected, name, value) {
  const got = value === null ? 'null' : typeof value === 'object' || typeof value === 'function' ? `an instance of ${(value.constructor && value.constructor.name) || 'Object'}` : `type ${typeof value}`;
  return codedError(TypeError, 'ERR_INVALID_RETURN_VALUE', `Expected ${expected} to be returned from the "${name}" function but got ${got}.`);
}
// Writes an (async) iterable into a writable stream, waiting for 'drain' when write()
// says so; finish(err) once it has ended (pumpToNode in lib/internal/streams/pipeline.js).
async function pumpToNode(iterable, writable, finish, end) {
  let error;
  let wake = null;
  const resume = (err) => {
    if (err) error = err;
    if (wake) { const w = wake; wake = null; w(); }
  };
  const wait = () => new Promise((resolve, reject) => {
    if (error) return reject(error);
    wake = () => (error ? reject(error) : resolve());
  });
  writable.on('drain', resume);
  const cleanup = finishedImpl(writable, { readable: false }, resume);
  try {
    if (writable.writableNeedDrain) await wait();
    for await (const chunk of iterable) {
      if (!writable.write(chunk)) await wait();
    }
    if (end) { writable.end(); await wait(); }
    finish();
  } catch (err) {
    finish(error || err);
  } finally {
    cleanup();
    writable.removeListener('drain', resume);
  }
}
function pipeline(...streams) {
  const callback = streams.pop();
  validateFunction(callback, 'streams[stream.length - 1]');
  return pipelineImpl(streams, callback);
}
pipeline[promisifyCustom] = function (...streams) {
  let opts;
  const last = streams[streams.length - 1];
  if (last && typeof last === 'object' && !last._readableState && !last._writableState && !last[Symbol.asyncIterator] && !last[Symbol.iterator]) opts = streams.pop();
  return new Promise((resolve, reject) => pipelineImpl(streams, (err, value) => (err ? reject(err) : resolve(value)), opts));
};
const streamPromises = { pipeline: pipeline[promisifyCustom], finished: finished[promisifyCustom] };
Stream.Stream = Stream;
Stream.Readable = Readable;
Stream.Writable = Writable;
Stream.Duplex = Duplex;
Stream.Transform = Transform;
Stream.PassThrough = PassThrough;
Stream.pipeline = pipeline;
Stream.finished = finished;
Stream.promises = streamPromises;
Stream.addAbortSignal = function addAbortSignal() { throw notSupported('stream.addAbortSignal()'); };
Stream.compose = function compose() { throw notSupported('stream.compose()'); };
Stream.isReadable = (s) => isReadableStream(s) && s.readable;
Stream.isErrored = (s) => !!(s && s.errored);
modules.stream = Stream;

// ---------------------------------------------------------------------------------------
// readline: an Interface reads lines from a Readable (lib/internal/readline/interface.js,
// not a terminal): 'data' chunks go through a StringDecoder and split at \r\n, \n and \r;
// a line is emitted as soon as its ending arrives, the rest at 'end', then 'close'.
// SIMPLIFIED: terminal mode (raw keypresses, history editing, tab completion) is not
// simulated; `terminal` is always false. The simulated process has no stdin.

const lineEnding = /\r?\n|\r(?!\n)/g;
const kQuestionCallback = Symbol('kQuestionCallback');
const kLineBuffer = Symbol('kLine_buffer');
const kSawReturnAt = Symbol('kSawReturnAt');
const kDecoder = Symbol('kDecoder');
const kLineObjectStream = Symbol('line object stream');
const kPrompt = Symbol('_prompt');
function ReadlineInterface(input, output, completer, terminal) {
  if (!(this instanceof ReadlineInterface)) return new ReadlineInterface(input, output, completer, terminal);
  EventEmitter.call(this);
  let crlfDelay, prompt = '> ', historySize, signal;
  if (input && input.input) {
    // An options object.
    output = input.output; completer = input.completer; terminal = input.terminal;
    crlfDelay = input.crlfDelay; if (input.prompt !== undefined) prompt = input.prompt;
    historySize = input.historySize; signal = input.signal;
    input = input.input;
  }
  if (completer !== undefined && typeof completer !== 'function') throw codedError(TypeError, 'ERR_INVALID_ARG_VALUE', "The argument 'completer' is invalid. Received " + B.inspect(completer, 0));
  if (historySize !== undefined && (typeof historySize !== 'number' || Number.isNaN(historySize) || historySize < 0))
    throw codedError(RangeError, 'ERR_INVALID_ARG_VALUE', "The argument 'historySize' is invalid. Received " + B.inspect(historySize, 0));
  validateAbortSignal(signal, 'options.signal');
  this.input = input;
  this.output = output;
  this.terminal = false;
  this.crlfDelay = crlfDelay ? Math.max(100, crlfDelay) : 100;
  this.historySize = historySize === undefined ? 30 : historySize;
  this.history = [];
  this.line = '';
  this.cursor = 0;
  this.closed = false;
  this.paused = false;
  this.completer = completer;
  this[kPrompt] = prompt;
  this[kQuestionCallback] = null;
  this[kLineBuffer] = null;
  this[kSawReturnAt] = 0;
  this[kDecoder] = new StringDecoder('utf8');
  const self = this;
  function ondata(data) { self._normalWrite(data); }
  function onend() {
    if (typeof self[kLineBuffer] === 'string' && self[kLineBuffer].length > 0) self.emit('line', self[kLineBuffer]);
    self.close();
  }
  function onerror(err) { self.emit('error', err); }
  input.on('error', onerror);
  input.on('data', ondata);
  input.on('end', onend);
  this.once('close', () => {
    input.removeListener('data', ondata);
    input.removeListener('error', onerror);
    input.removeListener('end', onend);
  });
  if (signal) {
    const onAborted = () => self.close();
    if (signal.aborted) process.nextTick(onAborted);
    else { signal.addEventListener('abort', onAborted, { once: true }); self.once('close', () => signal.removeEventListener('abort', onAborted)); }
  }
  input.resume();
}
Object.setPrototypeOf(ReadlineInterface.prototype, EventEmitter.prototype);
Object.setPrototypeOf(ReadlineInterface, EventEmitter);
Object.defineProperty(ReadlineInterface, 'name', { value: 'Interface' });
Object.assign(ReadlineInterface.prototype, {
  _normalWrite(b) {
    if (b === undefined) return;
    let string = this[kDecoder].write(b);
    if (this[kSawReturnAt] && Date.now() - this[kSawReturnAt] <= this.crlfDelay) {
      if (string.codePointAt(0) === 10) string = string.slice(1);
      this[kSawReturnAt] = 0;
    }
    lineEnding.lastIndex = 0;
    let match = lineEnding.exec(string);
    if (match !== null) {
      if (this[kLineBuffer]) {
        string = this[kLineBuffer] + string;
        this[kLineBuffer] = null;
        lineEnding.lastIndex = 0;
        match = lineEnding.exec(string);
      }
      this[kSawReturnAt] = string.endsWith('\r') ? Date.now() : 0;
      const indexes = [0, match.index, lineEnding.lastIndex];
      let next;
      while ((next = lineEnding.exec(string)) !== null) indexes.push(next.index, lineEnding.lastIndex);
      const last = indexes.length - 1;
      this[kLineBuffer] = string.slice(indexes[last]);
      for (let i = 1; i < last; i += 2) this._onLine(string.slice(indexes[i - 1], indexes[i]));
    } else if (string) {
      this[kLineBuffer] = this[kLineBuffer] ? this[kLineBuffer] + string : string;
    }
  },
  _onLine(line) {
    if (this[kQuestionCallback]) {
      const cb = this[kQuestionCallback];
      this[kQuestionCallback] = null;
      this.setPrompt(this._oldPrompt);
      cb(line);
    } else this.emit('line', line);
  },
  setPrompt(prompt) { this[kPrompt] = prompt; },
  getPrompt() { return this[kPrompt]; },
  prompt(preserveCursor) {
    if (this.paused) this.resume();
    if (this.closed) throw codedError(Error, 'ERR_USE_AFTER_CLOSE', 'readline was closed');
    this._writeToOutput(this[kPrompt]);
  },
  _writeToOutput(s) {
    validateString(s, 'stringToWrite');
    if (this.output !== null && this.output !== undefined) this.output.write(s);
  },
  question(query, options, cb) {
    cb = typeof options === 'function' ? options : cb;
    if (options && typeof options === 'object' && options.signal) {
      validateAbortSignal(options.signal, 'options.signal');
      if (options.signal.aborted) return;
      const onAbort = () => { this[kQuestionCallback] = null; };
      options.signal.addEventListener('abort', onAbort, { once: true });
      const original = cb;
      cb = (answer) => { options.signal.removeEventListener('abort', onAbort); original(answer); };
    }
    if (this.closed) throw codedError(Error, 'ERR_USE_AFTER_CLOSE', 'readline was closed');
    if (typeof cb !== 'function') return;
    if (this[kQuestionCallback]) { this.prompt(); return; }
    this._oldPrompt = this[kPrompt];
    this.setPrompt(query);
    this[kQuestionCallback] = cb;
    this.prompt();
  },
  pause() {
    if (this.paused) return;
    this.input.pause();
    this.paused = true;
    this.emit('pause');
    return this;
  },
  resume() {
    if (!this.paused) return;
    this.input.resume();
    this.paused = false;
    this.emit('resume');
    return this;
  },
  write(d) {
    if (this.closed) throw codedError(Error, 'ERR_USE_AFTER_CLOSE', 'readline was closed');
    if (this.paused) this.resume();
    this._normalWrite(d);
  },
  close() {
    if (this.closed) return;
    this.pause();
    this.closed = true;
    this.emit('close');
  },
  getCursorPos() { return { rows: 0, cols: this.cursor }; },
  [Symbol.asyncIterator]() {
    if (this[kLineObjectStream] === undefined) {
      const readable = new Readable({
        objectMode: true,
        read: () => { this.resume(); },
        destroy: (err, cb) => {
          this.off('line', lineListener);
          this.off('close', closeListener);
          this.close();
          cb(err);
        },
      });
      const lineListener = (input) => { if (!readable.push(input)) this.pause(); };
      const closeListener = () => { readable.push(null); };
      const errorListener = (err) => { readable.destroy(err); };
      this.on('error', errorListener);
      this.on('line', lineListener);
      this.on('close', closeListener);
      this[kLineObjectStream] = readable;
    }
    return this[kLineObjectStream][Symbol.asyncIterator]();
  },
});
ReadlineInterface.prototype.question[promisifyCustom] = function question(query, options) {
  return new Promise((resolve, reject) => {
    let cb = resolve;
    if (options && options.signal) {
      if (options.signal.aborted) { reject(new AbortError(undefined, { cause: options.signal.reason })); return; }
      const onAbort = () => reject(new AbortError(undefined, { cause: options.signal.reason }));
      options.signal.addEventListener('abort', onAbort, { once: true });
      cb = (answer) => { options.signal.removeEventListener('abort', onAbort); resolve(answer); };
    }
    ReadlineInterface.prototype.question.call(this, query, options, cb);
  });
};
// The cursor helpers write ANSI sequences to the stream (lib/internal/readline/callbacks.js).
function writeEscape(stream, text, cb) {
  if (stream === null || stream === undefined) { if (typeof cb === 'function') process.nextTick(cb, null); return true; }
  return stream.write(text, cb);
}
// readline/promises: the same Interface with question() returning a promise.
function PromisesInterface(input, output, completer, terminal) {
  if (!(this instanceof PromisesInterface)) return new PromisesInterface(input, output, completer, terminal);
  ReadlineInterface.call(this, input, output, completer, terminal);
}
Object.setPrototypeOf(PromisesInterface.prototype, ReadlineInterface.prototype);
Object.setPrototypeOf(PromisesInterface, ReadlineInterface);
Object.defineProperty(PromisesInterface, 'name', { value: 'Interface' });
PromisesInterface.prototype.question = function question(query, options) {
  return ReadlineInterface.prototype.question[promisifyCustom].call(this, query, options);
};
const readlineCursor = {
  clearLine(stream, dir, cb) { return writeEscape(stream, dir < 0 ? '\x1b[1K' : dir > 0 ? '\x1b[0K' : '\x1b[2K', cb); },
  clearScreenDown(stream, cb) { return writeEscape(stream, '\x1b[0J', cb); },
  cursorTo(stream, x, y, cb) {
    if (typeof y === 'function') { cb = y; y = undefined; }
    if (Number.isNaN(x) || Number.isNaN(y)) throw codedError(TypeError, 'ERR_INVALID_CURSOR_POS', 'Cannot set cursor row without setting its column');
    return writeEscape(stream, typeof y !== 'number' ? '\x1b[' + (x + 1) + 'G' : '\x1b[' + (y + 1) + ';' + (x + 1) + 'H', cb);
  },
  moveCursor(stream, dx, dy, cb) {
    let text = '';
    if (dx < 0) text += '\x1b[' + -dx + 'D'; else if (dx > 0) text += '\x1b[' + dx + 'C';
    if (dy < 0) text += '\x1b[' + -dy + 'A'; else if (dy > 0) text += '\x1b[' + dy + 'B';
    if (!text) { if (typeof cb === 'function') process.nextTick(cb, null); return true; }
    return writeEscape(stream, text, cb);
  },
};
modules.readline = Object.assign({
  Interface: ReadlineInterface,
  createInterface(input, output, completer, terminal) { return new ReadlineInterface(input, output, completer, terminal); },
  emitKeypressEvents() {},
}, readlineCursor);
modules['readline/promises'] = {
  Interface: PromisesInterface,
  createInterface(input, output, completer, terminal) { return new PromisesInterface(input, output, completer, terminal); },
};
modules.readline.promises = modules['readline/promises'];
modules['stream/promises'] = streamPromises;

// process.stdout / process.stderr: Writables whose writes are synchronous, as Node's are
// for files and pipes on Linux (the write callback still comes a tick later).
function stdioStream(toStderr, fd) {
  const w = new Writable({
    decodeStrings: false,
    write(chunk, encoding, cb) {
      B.write(toStderr, typeof chunk === 'string' ? chunk : chunk.toString());
      cb();
    },
  });
  w.fd = fd;
  w.isTTY = false;
  w._type = 'pipe';
  w.destroySoon = w.destroy;
  w._destroy = (err, cb) => cb(err);
  return w;
}
process.stdout = stdioStream(false, 1);
// process.stdin: the simulated process's standard input is empty, as when node runs with
// </dev/null: a read takes one threadpool trip and finds the end ('end', then 'close').
// SIMPLIFIED: no typed input reaches it (readline's question() over stdin never gets an
// answer; the interface closes at the end of input as in Node).
let stdinStream = null;
Object.defineProperty(process, 'stdin', { configurable: true, enumerable: true,
  get() {
    if (!stdinStream) {
      stdinStream = new Readable({
        read() { fsAsync('stdin read', 1, () => null, () => this.push(null)); },
      });
      stdinStream.fd = 0;
      stdinStream.isTTY = false;
    }
    return stdinStream;
  } });
process.stderr = stdioStream(true, 2);

// fs.createReadStream / createWriteStream: open, then one threadpool trip per chunk of
// highWaterMark bytes (64 KiB), 'open'/'ready' after the open, 'close' after the close
// (lib/internal/fs/streams.js).
let nextFd = 20;
function fsStreamOptions(options) {
  if (typeof options === 'string') return { encoding: options };
  return options && typeof options === 'object' ? options : {};
}
fs.createReadStream = function createReadStream(p, options) {
  const abs = toPath(p);
  const o = fsStreamOptions(options);
  if (o.fd !== undefined || o.fs !== undefined || o.signal !== undefined) throw notSupported('fs.createReadStream with fd, fs or signal options');
  const start = o.start === undefined ? 0 : o.start;
  const end = o.end === undefined ? Infinity : o.end;
  let bytes = null;
  let pos = start;
  const stream = new Readable({
    highWaterMark: o.highWaterMark === undefined ? 65536 : o.highWaterMark,
    encoding: o.encoding,
    emitClose: o.emitClose,
    autoDestroy: o.autoDestroy,
    construct(cb) {
      fsAsync('fs.open ' + path.basename(abs), 1, () => { bytes = Array.from(storedBytes(readNow(abs))); return nextFd++; }, (err, fd) => {
        if (err) { cb(err); return; }
        stream.fd = fd;
        cb();
        stream.emit('open', fd);
        stream.emit('ready');
      });
    },
    read(n) {
      const toRead = Math.max(0, Math.min(n, end - pos + 1, bytes.length - pos));
      fsAsync('fs.read ' + path.basename(abs), 1, () => bytes.slice(pos, pos + toRead), (err, chunk) => {
        if (err) { stream.destroy(err); return; }
        pos += chunk.length;
        stream.bytesRead += chunk.length;
        stream.push(chunk.length > 0 ? bufferOf(chunk) : null);
      });
    },
    destroy(err, cb) {
      if (stream.fd === null) { cb(err); return; }
      fsAsync('fs.close ' + path.basename(abs), 1, () => {}, () => { stream.fd = null; cb(err); });
    },
  });
  stream.path = abs;
  stream.fd = null;
  stream.flags = 'r';
  stream.mode = 438;
  stream.start = o.start;
  stream.end = end;
  stream.pos = o.start;
  stream.bytesRead = 0;
  return stream;
};
fs.createWriteStream = function createWriteStream(p, options) {
  const abs = toPath(p);
  const o = fsStreamOptions(options);
  if (o.fd !== undefined || o.fs !== undefined || o.signal !== undefined || o.start !== undefined) throw notSupported('fs.createWriteStream with fd, fs, start or signal options');
  const append = o.flags === 'a';
  const stream = new Writable({
    highWaterMark: o.highWaterMark,
    decodeStrings: true,
    emitClose: o.emitClose,
    autoDestroy: o.autoDestroy,
    construct(cb) {
      fsAsync('fs.open ' + path.basename(abs), 1, () => { parentOk(abs); if (!append || !files.has(abs)) files.set(abs, ''); return nextFd++; }, (err, fd) => {
        if (err) { cb(err); return; }
        stream.fd = fd;
        cb();
        stream.emit('open', fd);
        stream.emit('ready');
      });
    },
    write(chunk, encoding, cb) {
      fsAsync('fs.write ' + path.basename(abs), 1, () => { appendStored(abs, chunk); }, (err) => {
        if (!err) stream.bytesWritten += chunk.length;
        cb(err);
      });
    },
    destroy(err, cb) {
      if (stream.fd === null) { cb(err); return; }
      fsAsync('fs.close ' + path.basename(abs), 1, () => {}, () => { stream.fd = null; cb(err); });
    },
  });
  stream.path = abs;
  stream.fd = null;
  stream.flags = o.flags || 'w';
  stream.bytesWritten = 0;
  stream.close = function close(cb) { if (cb) this.once('close', cb); this.end(); };
  return stream;
};

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
// MessageChannel, MessagePort, BroadcastChannel and worker_threads' main-thread half
// (lib/internal/worker/io.js, src/node_messaging.cc). A port is a libuv async handle:
// a posted message marks the receiving port pending, and the poll phase visits pending
// ports in the order they were created, each delivering its queued messages one by one
// with a tick and microtask checkpoint after each (MessagePort::OnMessage). A port with a
// 'message' listener is started and keeps the process alive until it is closed or
// unref()ed; a BroadcastChannel does so from its construction. close() closes the handle
// ('close' in the close phase); the other end hears of it afterwards, through its own
// queue, and closes a loop iteration later.
// SIMPLIFIED: there are no Worker threads to talk to.

// Node's EventTarget has WebIDL's class string: String(new EventTarget()) is "[object EventTarget]".
Object.defineProperty(W.EventTarget.prototype, Symbol.toStringTag, { value: 'EventTarget', configurable: true });
const MessageEvent = W.MessageEvent;
const portToken = Symbol('MessagePort');
const messageListenerCount = (target) => W.listenersOf(target).filter((l) => l.type === 'message' && !l.removed).length;
// The state a port or channel counts towards: ref'd and open keeps the loop alive.
function syncPortRef(target) {
  const p = target._p;
  const counts = p.refd && !p.closing;
  if (counts !== p.counted) { p.counted = counts; B.portRef(counts ? 1 : -1); }
}
const closeMarker = { close: true };
// The state every port and channel has; its async handle delivers the oldest message.
function portState(target, extra) {
  const p = Object.assign({ started: false, closing: false, closed: false, continuing: false, refd: false, counted: false, queue: [], handle: 0 }, extra);
  p.handle = B.asyncHandle(function onmessage() { deliverOne(target); });
  Object.defineProperty(target, '_p', { value: p });
  return p;
}
// One message per call; the call sends itself again while messages are queued, so a
// visit goes on until the queue is empty, even past a close() made in a listener (the
// port's data stays until the handle's close callback).
function deliverOne(target) {
  const p = target._p;
  const continuing = p.continuing;
  p.continuing = false;
  if (p.closed || (p.closing && !continuing)) return;
  // The other end closed: its close message is handled even on a port never started.
  const marker = p.queue.indexOf(closeMarker);
  if (marker === 0 || (marker > 0 && !p.started)) { closePort(target); return; }
  if (!p.started || p.queue.length === 0) return;
  const { data, ports } = p.queue.shift();
  W.dispatch(target, new MessageEvent('message', { data, ports }), true);
  if (p.queue.length && !p.closed) { p.continuing = true; B.asyncSend(p.handle); }
}
function enqueueMessage(target, entry) {
  const p = target._p;
  p.queue.push(entry);
  if (!p.closing && (p.started || entry === closeMarker)) B.asyncSend(p.handle);
}
// Closes one end: it stops counting at once; its handle closes and 'close' comes in the
// close phase, when what it still had queued is dropped and the other end gets the close
// message.
function closePort(port) {
  const p = port._p;
  if (p.closing) return;
  p.closing = true;
  p.refd = false;
  syncPortRef(port);
  B.closeCallback(function onclose() {
    p.closed = true;
    p.queue.length = 0;
    B.asyncClose(p.handle);
    if (port instanceof MessagePort) W.dispatch(port, new Event('close'), true);
    const other = p.other;
    if (other && !other._p.closed) enqueueMessage(other, closeMarker);
  });
}
function cloneMessage(message, transfer) {
  let list = transfer;
  if (list !== undefined && list !== null && !Array.isArray(list) && typeof list === 'object' && 'transfer' in list) list = list.transfer;
  const ports = [], buffers = [];
  if (list !== undefined && list !== null) {
    if (typeof list[Symbol.iterator] !== 'function') throw invalidArgType('transferList', 'an Array', list);
    for (const t of list) {
      if (t instanceof MessagePort) {
        if (t._p.closing) throw new DOMException('MessagePort in transfer list is already detached', 'DataCloneError');
        ports.push(t);
      } else buffers.push(t);
    }
  }
  return { data: structuredClone(message, { transfer: buffers }), ports };
}
// The Node-style listener API of MessagePort (NodeEventTarget): 'message' listeners get
// the data, others the event.
const nodeStyle = new WeakMap(); // listener → { type → wrapper }
function nodeStyleWrapper(listener, type) {
  let byType = nodeStyle.get(listener);
  if (!byType) { byType = Object.create(null); nodeStyle.set(listener, byType); }
  if (!byType[type]) byType[type] = function (event) { return listener.call(this, type === 'message' || type === 'messageerror' ? event.data : event); };
  return byType[type];
}
class MessagePort extends W.EventTarget {
  constructor(token) {
    if (token !== portToken) throw new TypeError('Illegal constructor');
    super();
    portState(this, { other: null });
  }
  postMessage(message, transfer) {
    if (arguments.length === 0) throw codedError(TypeError, 'ERR_MISSING_ARGS', 'The "value" argument must be specified');
    const { data, ports } = cloneMessage(message, transfer);
    const target = this._p.other;
    if (this._p.closing || !target || target._p.closed || target._p.queue.indexOf(closeMarker) >= 0) return;
    enqueueMessage(target, { data, ports });
  }
  start() {
    const p = this._p;
    if (p.started || p.closing) return;
    p.started = true;
    if (p.queue.length) B.asyncSend(p.handle);
  }
  close() { closePort(this); }
  ref() { this._p.refd = true; syncPortRef(this); return this; }
  unref() { this._p.refd = false; syncPortRef(this); return this; }
  hasRef() { return this._p.counted; }
  addEventListener(type, listener, options) {
    const before = messageListenerCount(this);
    super.addEventListener(type, listener, options);
    if (before === 0 && messageListenerCount(this) > 0) { this.ref(); this.start(); }
  }
  removeEventListener(type, listener, options) {
    const before = messageListenerCount(this);
    super.removeEventListener(type, listener, options);
    if (before > 0 && messageListenerCount(this) === 0) this.unref();
  }
  on(type, listener) { this.addEventListener(type, nodeStyleWrapper(listener, String(type))); return this; }
  addListener(type, listener) { return this.on(type, listener); }
  once(type, listener) { this.addEventListener(type, nodeStyleWrapper(listener, String(type)), { once: true }); return this; }
  off(type, listener) { this.removeEventListener(type, nodeStyleWrapper(listener, String(type))); return this; }
  removeListener(type, listener) { return this.off(type, listener); }
  removeAllListeners(type) {
    for (const l of W.listenersOf(this).slice()) if (!l.removed && (type === undefined || l.type === String(type))) this.removeEventListener(l.type, l.callback, { capture: l.capture });
    return this;
  }
  listenerCount(type) { return W.listenersOf(this).filter((l) => l.type === String(type) && !l.removed).length; }
  emit(type, arg) { const e = new MessageEvent(String(type), { data: arg }); return this.dispatchEvent(e); }
}
W.defineHandler(MessagePort.prototype, 'onmessage', (port) => { port.ref(); port.start(); });
W.defineHandler(MessagePort.prototype, 'onmessageerror');
class MessageChannel {
  constructor() {
    this.port1 = new MessagePort(portToken);
    this.port2 = new MessagePort(portToken);
    this.port1._p.other = this.port2;
    this.port2._p.other = this.port1;
  }
}
// BroadcastChannel(name): every other open channel of the same name gets each message.
const broadcastChannels = [];
class BroadcastChannel extends W.EventTarget {
  constructor(name) {
    if (arguments.length === 0) throw codedError(TypeError, 'ERR_MISSING_ARGS', 'The "name" argument must be specified');
    super();
    portState(this, { name: `${name}`, started: true, refd: true });
    broadcastChannels.push(this);
    syncPortRef(this);
  }
  get name() { return this._p.name; }
  postMessage(message) {
    if (arguments.length === 0) throw codedError(TypeError, 'ERR_MISSING_ARGS', 'The "message" argument must be specified');
    if (this._p.closing) throw new DOMException('BroadcastChannel is closed.', 'InvalidStateError');
    const { data } = cloneMessage(message);
    for (const other of broadcastChannels) {
      if (other === this || other._p.closing || other._p.name !== this._p.name) continue;
      enqueueMessage(other, { data, ports: [] });
    }
  }
  close() {
    if (this._p.closing) return;
    broadcastChannels.splice(broadcastChannels.indexOf(this), 1);
    closePort(this);
  }
  ref() { this._p.refd = true; syncPortRef(this); return this; }
  unref() { this._p.refd = false; syncPortRef(this); return this; }
}
W.defineHandler(BroadcastChannel.prototype, 'onmessage');
W.defineHandler(BroadcastChannel.prototype, 'onmessageerror');
modules.worker_threads = {
  isMainThread: true, threadId: 0, parentPort: null, workerData: null, resourceLimits: {},
  SHARE_ENV: Symbol.for('nodejs.worker_threads.SHARE_ENV'),
  MessageChannel, MessagePort, BroadcastChannel,
  // receiveMessageOnPort(port): the oldest queued message, taken synchronously.
  receiveMessageOnPort(port) {
    if (!(port instanceof MessagePort)) throw invalidArgType('port', 'an instance of MessagePort', port);
    const q = port._p.queue;
    if (q.length === 0 || q[0] === closeMarker) return undefined;
    return { message: q.shift().data };
  },
  markAsUntransferable() {},
  getEnvironmentData(key) { return workerEnvironment.get(key); },
  setEnvironmentData(key, value) { if (value === undefined) workerEnvironment.delete(key); else workerEnvironment.set(key, value); },
  Worker: function Worker() { throw notSupported('worker_threads.Worker (a second thread with its own event loop)'); },
};
const workerEnvironment = new Map();

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
  DISK.sync = DISK.trip / 50;
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
  defineGlobal('Request', Request);
  defineGlobal('Blob', Blob);
  defineGlobal('File', File);
  defineGlobal('MessageChannel', MessageChannel);
  defineGlobal('MessagePort', MessagePort);
  defineGlobal('MessageEvent', MessageEvent);
  defineGlobal('BroadcastChannel', BroadcastChannel);
  if (!isModule) {
    defineGlobal('__filename', filename);
    defineGlobal('__dirname', cwd);
  } else {
    delete globalThis.require;
  }
};
exportsObject.modules = modules;
