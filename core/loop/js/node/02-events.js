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

