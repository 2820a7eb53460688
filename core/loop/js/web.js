// evloop's Web platform objects that both hosts have (Node 20 and Chromium give them the
// same behaviour): Event, CustomEvent, EventTarget, AbortController, AbortSignal,
// DOMException, URL, URLSearchParams, Blob, File, Headers, Request and Response. Both
// hosts load this file first; their own halves (js/browser/, js/node/) then call
// `binding.web.init(host, hooks)` with what differs: the wording of errors, the event
// path (DOM nodes have parents), what happens after a listener the host itself called (a
// microtask checkpoint in the browser), how a listener's exception is reported, a timer
// for AbortSignal.timeout, and when Blob and body reads finish.
// It runs inside the VM as "internal" code and stays within evloop's JavaScript subset
// (no private fields, no generators, no regular expressions).
//
// Index:
//   DOMException            WebIDL §2.8.1 https://webidl.spec.whatwg.org/#idl-DOMException
//   Event, CustomEvent      DOM §2.2, §2.4 https://dom.spec.whatwg.org/#interface-event
//   EventTarget, dispatch   DOM §2.7, §2.9 https://dom.spec.whatwg.org/#interface-eventtarget
//   AbortController/Signal  DOM §3.1, §3.2 https://dom.spec.whatwg.org/#interface-abortcontroller
//   URL parser              URL §4.4 https://url.spec.whatwg.org/#concept-basic-url-parser
//   URL, URLSearchParams    URL §6 https://url.spec.whatwg.org/#api
//   Blob, File              File API §3, §4 https://w3c.github.io/FileAPI/
//   Headers, Request, Response  Fetch §5 https://fetch.spec.whatwg.org/#fetch-api
//   inspect                 console.log shapes of Node's [util.inspect.custom] methods
'use strict';
const exportsObject = this;
const inspectCustom = Symbol.for('nodejs.util.inspect.custom');
let host = 'node';
const hooks = {
  parentOf: (target, event) => null,     // the next target in the event path
  retargets: null,                       // (target, path) => each node's retargeted target (null: not in a shadow tree)
  afterListener: (hostDispatch) => {},   // the browser runs a microtask checkpoint
  reportException: (e) => { throw e; },  // a listener threw
  setTimer: (fn, ms) => {},              // AbortSignal.timeout's timer
  queueObserverTask: (fn) => {},         // the PerformanceObserver task
  note: (text) => {},                    // an evloop note (what it does not simulate)
  received: (v) => '',                   // Node's " Received ..." for an argument error
  captureFirstAtTarget: false,           // Chromium: capture listeners first at the target
  inspect: (v) => String(v),
  baseURL: () => null,                   // what a Request's relative URL is parsed against (null: none)
  readBlob: (label, read) => Promise.resolve().then(read), // a Blob read: when `read` runs
  readBody: (label, body) => Promise.resolve(body),        // a Request/Response body read: when it is there
};
function isNode() { return host === 'node'; }
function hidden(object, name, value) { Object.defineProperty(object, name, { value, writable: true, configurable: true }); }

// Node's coded errors (`TypeError [ERR_…]` stacks, a `code` property).
function codedError(Ctor, code, message) {
  const e = new Ctor(message);
  Object.defineProperty(e, 'code', { value: code, enumerable: true, writable: true, configurable: true });
  Object.defineProperty(e, 'name', { value: Ctor.name + ' [' + code + ']', writable: true, configurable: true });
  e.stack = e.stack.replace(Ctor.name + ':', Ctor.name + ' [' + code + ']:');
  delete e.name;
  return e;
}
function describeReceived(value) {
  if (value === null) return ' Received null';
  if (value === undefined) return ' Received undefined';
  if (typeof value === 'function') return ' Received function ' + (value.name || '<anonymous>');
  if (typeof value === 'object') {
    const ctor = value.constructor && value.constructor.name;
    return ctor ? ' Received an instance of ' + ctor : ' Received ' + hooks.inspect(value);
  }
  let shown = hooks.inspect(value);
  if (shown.length > 28) shown = shown.slice(0, 25) + '...';
  return ' Received type ' + typeof value + ' (' + shown + ')';
}
// One error, worded as each platform words it.
function invalidArg(name, expected, value, chromeMessage) {
  if (isNode()) return codedError(TypeError, 'ERR_INVALID_ARG_TYPE', 'The "' + name + '" argument must be ' + expected + '.' + describeReceived(value));
  return new TypeError(chromeMessage);
}
function illegalConstructor(name) {
  if (isNode()) return codedError(TypeError, 'ERR_ILLEGAL_CONSTRUCTOR', 'Illegal constructor');
  return new TypeError("Failed to construct '" + name + "': Illegal constructor");
}

// ---------------------------------------------------------------------------------------
// 2.8.1 DOMException https://webidl.spec.whatwg.org/#idl-DOMException

// The engine's own DOMException (core/js/text_codec.cpp: names, codes, the legacy
// constants, Node's and Chromium's printing) is the one both hosts use, so the errors of
// atob() and of AbortSignal are instances of the same class.
const DOMException = globalThis.DOMException;
function abortError() { return new DOMException(isNode() ? 'This operation was aborted' : 'signal is aborted without reason', 'AbortError'); }
function timeoutError() { return new DOMException(isNode() ? 'The operation was aborted due to timeout' : 'signal timed out', 'TimeoutError'); }

// ---------------------------------------------------------------------------------------
// 2.2 Interface Event https://dom.spec.whatwg.org/#interface-event

class Event {
  constructor(type, init) {
    if (arguments.length === 0) {
      if (isNode()) throw codedError(TypeError, 'ERR_MISSING_ARGS', 'The "type" argument must be specified');
      throw new TypeError("Failed to construct '" + new.target.name + "': 1 argument required, but only 0 present.");
    }
    init = init || {};
    hidden(this, '_s', {
      type: String(type), bubbles: !!init.bubbles, cancelable: !!init.cancelable, composed: !!init.composed,
      target: null, currentTarget: null, phase: 0, canceled: false, stop: false, stopNow: false, trusted: false,
      dispatching: false, passive: false, timeStamp: performance.now(), path: [], detail: null,
    });
  }
  get type() { return this._s.type; }
  get bubbles() { return this._s.bubbles; }
  get cancelable() { return this._s.cancelable; }
  get composed() { return this._s.composed; }
  get target() { return this._s.target; }
  get srcElement() { return this._s.target; }
  get currentTarget() { return this._s.currentTarget; }
  get eventPhase() { return this._s.phase; }
  get defaultPrevented() { return this._s.canceled; }
  get isTrusted() { return this._s.trusted; }
  get timeStamp() { return this._s.timeStamp; }
  get returnValue() { return !this._s.canceled; }
  set returnValue(v) { if (!v) this.preventDefault(); }
  get cancelBubble() { return this._s.stop; }
  set cancelBubble(v) { if (v) this._s.stop = true; }
  composedPath() { return this._s.dispatching ? this._s.path.slice() : []; }
  stopPropagation() { this._s.stop = true; }
  stopImmediatePropagation() { this._s.stop = true; this._s.stopNow = true; }
  // 2.2 "set the canceled flag": not from a passive listener (Node 20 ignores `passive`).
  preventDefault() { if (this._s.cancelable && (!this._s.passive || isNode())) this._s.canceled = true; }
  [inspectCustom](depth, options, inspect) {
    const name = this.constructor.name;
    if (depth < 0) return name;
    return name + ' ' + inspect({ type: this._s.type, defaultPrevented: this._s.canceled, cancelable: this._s.cancelable,
      timeStamp: this._s.timeStamp }, innerOptions(options));
  }
}
for (const [k, v] of [['NONE', 0], ['CAPTURING_PHASE', 1], ['AT_TARGET', 2], ['BUBBLING_PHASE', 3]]) {
  Object.defineProperty(Event, k, { value: v, enumerable: true });
  Object.defineProperty(Event.prototype, k, { value: v, enumerable: true });
}

// 2.4 Interface CustomEvent https://dom.spec.whatwg.org/#interface-customevent
class CustomEvent extends Event {
  constructor(type, init) {
    super(...arguments);
    this._s.detail = init && init.detail !== undefined ? init.detail : null;
  }
  get detail() { return this._s.detail; }
}

// ---------------------------------------------------------------------------------------
// 2.7 Interface EventTarget https://dom.spec.whatwg.org/#interface-eventtarget

const listenerLists = new Map(); // target → [{ type, callback, capture, once, passive, removed }]
function listenersOf(target) {
  let list = listenerLists.get(target);
  if (!list) { list = []; listenerLists.set(target, list); }
  return list;
}
// The same entries by callback, so finding a listener to add or remove is not a walk over
// every listener of the target (10 000 timers/promises sleeps on one AbortSignal).
const listenersByCallback = new Map(); // target → Map(callback → [entry])
function entriesFor(target, callback) {
  let byCallback = listenersByCallback.get(target);
  if (!byCallback) { byCallback = new Map(); listenersByCallback.set(target, byCallback); }
  let entries = byCallback.get(callback);
  if (!entries) { entries = []; byCallback.set(callback, entries); }
  return entries;
}
// 2.7 "flatten more": capture, once, passive, signal.
function flattenOptions(options) {
  if (typeof options === 'boolean' || options === undefined || options === null) return { capture: !!options, once: false, passive: false, signal: null };
  return { capture: !!options.capture, once: !!options.once, passive: !!options.passive, signal: options.signal === undefined ? null : options.signal };
}
// 2.7 "add an event listener"
function addListener(target, type, callback, options) {
  if (callback === null || callback === undefined) return;
  if (typeof callback !== 'function' && (typeof callback !== 'object' || (isNode() && typeof callback.handleEvent !== 'function')))
    throw invalidArg('listener', 'an instance of EventListener', callback,
      "Failed to execute 'addEventListener' on 'EventTarget': The callback provided as parameter 2 is not an object.");
  const o = flattenOptions(options);
  if (o.signal !== null && !(o.signal instanceof AbortSignal))
    throw invalidArg('options.signal', 'an instance of AbortSignal', o.signal,
      "Failed to execute 'addEventListener' on 'EventTarget': Failed to read the 'signal' property from 'AddEventListenerOptions': Failed to convert value to 'AbortSignal'.");
  // 2. If listener's signal is not null and is aborted, then return.
  if (o.signal && o.signal.aborted) return;
  const list = listenersOf(target);
  type = String(type);
  // 4. If eventTarget's event listener list does not contain an event listener whose type
  // is listener's type, callback is listener's callback, and capture is listener's capture.
  const same = entriesFor(target, callback);
  for (const l of same) if (l.type === type && l.capture === o.capture) return;
  const entry = { type, callback, capture: o.capture, once: o.once, passive: o.passive, removed: false };
  list.push(entry);
  same.push(entry);
  // 6. If listener's signal is not null, then add the following abort steps to it:
  // remove an event listener with eventTarget and listener.
  if (o.signal) addAbortAlgorithm(o.signal, () => removeEntry(target, entry));
}
function removeEntry(target, entry) {
  const list = listenersOf(target);
  const i = list.indexOf(entry);
  if (i !== -1) list.splice(i, 1);
  const same = entriesFor(target, entry.callback);
  const j = same.indexOf(entry);
  if (j !== -1) same.splice(j, 1);
  if (same.length === 0) listenersByCallback.get(target).delete(entry.callback);
  entry.removed = true;
}
function removeListener(target, type, callback, options) {
  const capture = flattenOptions(options).capture;
  type = String(type);
  const byCallback = listenersByCallback.get(target);
  if (!byCallback || !byCallback.has(callback)) return;
  for (const l of byCallback.get(callback)) if (l.type === type && l.capture === capture) { removeEntry(target, l); return; }
}

// 2.9 "inner invoke": the listeners of one target in one phase, from a copy of the list.
function innerInvoke(event, target, phase, hostDispatch) {
  const list = listenersOf(target).slice();
  for (const l of list) {
    if (l.removed || l.type !== event._s.type) continue;
    if (phase === 'capture' && !l.capture) continue;
    if (phase === 'bubble' && l.capture) continue;
    if (l.once) removeEntry(target, l);
    event._s.passive = l.passive;
    try {
      if (typeof l.callback === 'function') l.callback.call(target, event);
      else if (l.callback && typeof l.callback.handleEvent === 'function') l.callback.handleEvent(event);
      else if (!isNode()) throw new TypeError("'handleEvent' property of event listener should be callable");
    } catch (e) {
      hooks.reportException(e);
    }
    event._s.passive = false;
    hooks.afterListener(hostDispatch);
    if (event._s.stopNow) return;
  }
}

// 2.9 Dispatching events https://dom.spec.whatwg.org/#concept-event-dispatch
// Capture from the top of the path down, the target, then bubbling up.
// legacyTarget: HTML's "legacy target override flag" (window's load event has the
// document as its target).
function dispatch(target, event, hostDispatch, legacyTarget) {
  const s = event._s;
  if (s.dispatching) {
    if (isNode()) throw codedError(Error, 'ERR_EVENT_RECURSION', 'The event "' + s.type + '" is already being dispatched');
    throw new DOMException("Failed to execute 'dispatchEvent' on 'EventTarget': The event is already being dispatched.", 'InvalidStateError');
  }
  s.dispatching = true;
  if (hostDispatch) s.trusted = true;
  const path = [];
  for (let t = target; t !== null && t !== undefined; t = hooks.parentOf(t, event)) path.push(t);
  s.path = path;
  // DOM §2.9 with shadow trees: the target each listener sees, retargeted to the host of
  // every shadow tree the listener's node is outside of (null without shadow trees).
  const targets = hooks.retargets ? hooks.retargets(target, path) : null;
  const at = (i) => {
    s.currentTarget = path[i];
    s.target = legacyTarget || (targets ? targets[i] : target);
  };
  if (hooks.captureFirstAtTarget) {
    // Capture listeners from the top down, then the others from the target up; a node
    // whose (retargeted) target is itself (the target, a shadow host) is AT_TARGET.
    const isTarget = (i) => i === 0 || (targets !== null && targets[i] === path[i]);
    for (let i = path.length - 1; i >= 0 && !s.stop; i--) {
      at(i); s.phase = isTarget(i) ? 2 : 1;
      innerInvoke(event, path[i], 'capture', hostDispatch);
    }
    for (let i = 0; i < path.length && !s.stop; i++) {
      const here = isTarget(i);
      if (!here && !s.bubbles) continue;
      at(i); s.phase = here ? 2 : 3;
      innerInvoke(event, path[i], 'bubble', hostDispatch);
    }
  } else {
    for (let i = path.length - 1; i > 0 && !s.stop; i--) {
      at(i); s.phase = 1;
      innerInvoke(event, path[i], 'capture', hostDispatch);
    }
    if (!s.stop) {
      at(0); s.phase = 2;
      innerInvoke(event, target, 'all', hostDispatch);
    }
    if (s.bubbles) {
      for (let i = 1; i < path.length && !s.stop; i++) {
        at(i); s.phase = 3;
        innerInvoke(event, path[i], 'bubble', hostDispatch);
      }
    }
  }
  // "clearTargets": an event dispatched inside a shadow tree keeps no target afterwards.
  s.target = targets ? null : legacyTarget || target;
  s.phase = 0; s.currentTarget = null; s.dispatching = false; s.stop = false; s.stopNow = false;
  return !s.canceled;
}

// HTML §9.4.3 MessageEvent https://html.spec.whatwg.org/multipage/comms.html#messageevent
class MessageEvent extends Event {
  constructor(type, init) {
    super(...arguments);
    init = init || {};
    Object.defineProperty(this, '_m', { value: {
      data: init.data === undefined ? null : init.data, origin: init.origin === undefined ? '' : String(init.origin),
      lastEventId: init.lastEventId === undefined ? '' : String(init.lastEventId), source: init.source || null,
      ports: Object.freeze(init.ports ? Array.from(init.ports) : []) } });
  }
  get data() { return this._m.data; }
  get origin() { return this._m.origin; }
  get lastEventId() { return this._m.lastEventId; }
  get source() { return this._m.source; }
  get ports() { return this._m.ports; }
}

class EventTarget {
  addEventListener(type, callback, options) { addListener(this, type, callback, options); }
  removeEventListener(type, callback, options) { removeListener(this, type, callback, options); }
  dispatchEvent(event) {
    if (!(event instanceof Event))
      throw invalidArg('event', 'an instance of Event', event,
        "Failed to execute 'dispatchEvent' on 'EventTarget': parameter 1 is not of type 'Event'.");
    return dispatch(this, event, false);
  }
  [inspectCustom](depth, options, inspect) {
    const name = this.constructor.name;
    if (depth < 0) return name;
    return name + ' ' + inspect({}, innerOptions(options));
  }
}

// HTML §8.1.8.1 event handlers (`onabort`, `onclick`): a listener registered at the first
// assignment of a function, which keeps its place when the handler is replaced.
function defineHandler(target, name, afterFirst) {
  const type = name.slice(2);
  const slot = new Map();
  // HTML §8.1.8.1 "getting the current value of the event handler": a handler given as
  // source (a content attribute, onclick="…") is compiled when it is first read or run.
  const current = (e) => {
    if (e.compile) { const compile = e.compile; e.compile = null; e.value = compile(); }
    return e.value;
  };
  // The listener is added when the handler first gets a value and stays in its place in
  // the listener list until the handler is set to null.
  function activate(holder, e) {
    e.wrapper = function (event) {
      const fn = current(e);
      if (!fn) return undefined;
      // HTML §8.1.8.1 the event handler processing algorithm, "special error event
      // handling": window.onerror gets (message, source, lineno, colno, error) for an
      // ErrorEvent, and returning true cancels it.
      // https://html.spec.whatwg.org/multipage/webappapis.html#the-event-handler-processing-algorithm
      if (type === 'error' && holder === globalThis && event && typeof event.colno === 'number' && 'message' in event) {
        const handled = fn.call(holder, event.message, event.filename, event.lineno, event.colno, event.error);
        if (handled === true) event.preventDefault();
        return handled;
      }
      const r = fn.call(holder, event);
      if (r === false && type !== 'mouseover' && type !== 'error') event.preventDefault();
      return r;
    };
    slot.set(holder, e);
    addListener(holder, type, e.wrapper, false);
    if (afterFirst) afterFirst(holder, type);
  }
  function set(v) {
    const fn = typeof v === 'function' ? v : null;
    const e = slot.get(this);
    if (!e) {
      if (fn) activate(this, { value: fn, compile: null });
      return;
    }
    e.value = fn;
    e.compile = null;
    if (!fn) { removeListener(this, type, e.wrapper, false); slot.delete(this); }
  }
  // The content attribute's way in: `compile` makes the function when it is needed (a
  // SyntaxError it throws is reported then, and the handler is null); null removes it.
  set.setUncompiled = function (holder, compile) {
    const e = slot.get(holder);
    if (compile === null) set.call(holder, null);
    else if (!e) activate(holder, { value: null, compile });
    else { e.value = null; e.compile = compile; }
  };
  Object.defineProperty(target, name, {
    configurable: true, enumerable: true,
    get() { const e = slot.get(this); return e ? current(e) : null; },
    set,
  });
}
// The setter of an `on…` handler property `object` has (own or inherited), or null.
function handlerSetter(object, name) {
  for (let o = object; o !== null; o = Object.getPrototypeOf(o)) {
    const d = Object.getOwnPropertyDescriptor(o, name);
    if (d) return d.set && d.set.setUncompiled ? d.set : null;
  }
  return null;
}

// ---------------------------------------------------------------------------------------
// 3.2 Interface AbortSignal https://dom.spec.whatwg.org/#interface-AbortSignal

let constructingSignal = false;
function createSignal(Ctor) {
  constructingSignal = true;
  try { return new (Ctor || AbortSignal)(); } finally { constructingSignal = false; }
}
function addAbortAlgorithm(signal, algorithm) { if (!signal._a.aborted) signal._a.algorithms.push(algorithm); }
class AbortSignal extends EventTarget {
  constructor() {
    if (!constructingSignal) throw illegalConstructor('AbortSignal');
    super();
    hidden(this, '_a', { aborted: false, reason: undefined, algorithms: [], dependents: [], sources: [], dependent: false });
  }
  get aborted() { return this._a.aborted; }
  get reason() { return this._a.reason; }
  // 3.2 throwIfAborted(): throw this's abort reason, if this is aborted.
  throwIfAborted() { if (this._a.aborted) throw this._a.reason; }
  // static abort(reason): a new signal, aborted with reason (or an AbortError).
  static abort(reason) {
    const signal = createSignal();
    signal._a.aborted = true;
    signal._a.reason = reason === undefined ? abortError() : reason;
    return signal;
  }
  // static timeout(milliseconds): aborted with a TimeoutError after that many ms on the
  // host's timers (Node's timer is unref'd: it does not keep the process alive).
  static timeout(ms) {
    if (typeof ms !== 'number' || !(ms >= 0) || ms > 4294967295 || Math.floor(ms) !== ms) {
      if (isNode()) {
        if (typeof ms !== 'number') throw invalidArg('delay', 'of type number', ms, '');
        throw codedError(RangeError, 'ERR_OUT_OF_RANGE', 'The value of "delay" is out of range. It must be >= 0 && <= 4294967295. Received ' + ms);
      }
      ms = Math.max(0, Math.floor(Number(ms)) || 0);
    }
    const signal = createSignal();
    hooks.setTimer(() => signalAbort(signal, timeoutError()), ms);
    return signal;
  }
  // static any(signals): aborted as soon as one of them is.
  static any(signals) {
    const list = Array.from(signals);
    for (const s of list)
      if (!(s instanceof AbortSignal))
        throw invalidArg('signals[' + list.indexOf(s) + ']', 'an instance of AbortSignal', s,
          "Failed to execute 'any' on 'AbortSignal': Failed to convert value to 'AbortSignal'.");
    const result = createSignal();
    for (const s of list) {
      if (s._a.aborted) { result._a.aborted = true; result._a.reason = s._a.reason; return result; }
    }
    result._a.dependent = true;
    for (const s of list) {
      const sources = s._a.dependent ? s._a.sources : [s];
      for (const source of sources) {
        if (result._a.sources.indexOf(source) !== -1) continue;
        result._a.sources.push(source);
        source._a.dependents.push(result);
      }
    }
    return result;
  }
  [inspectCustom](depth, options, inspect) {
    // Node's signals have own (symbol) keys, so past the depth they print as [AbortSignal].
    if (depth < 0) return '[' + this.constructor.name + ']';
    return this.constructor.name + ' ' + inspect({ aborted: this._a.aborted }, innerOptions(options));
  }
}
defineHandler(AbortSignal.prototype, 'onabort');

// 3.2 "signal abort" https://dom.spec.whatwg.org/#abortsignal-signal-abort
function signalAbort(signal, reason) {
  const a = signal._a;
  // 1. If signal is aborted, then return.
  if (a.aborted) return;
  // 2. Set signal's abort reason to reason if it is given; otherwise to a new "AbortError" DOMException.
  a.aborted = true;
  a.reason = reason === undefined ? abortError() : reason;
  // 3–4. The dependent signals take the same reason (in Chromium before any listener runs;
  // Node 20 aborts them one by one after this signal's 'abort' event).
  const toAbort = [];
  if (!isNode()) {
    for (const d of a.dependents) {
      if (d._a.aborted) continue;
      d._a.aborted = true;
      d._a.reason = a.reason;
      toAbort.push(d);
    }
  }
  // 5. Run the abort steps for signal.
  runAbortSteps(signal);
  // 6. For each dependentSignal of dependentSignalsToAbort, run the abort steps for dependentSignal.
  if (isNode()) for (const d of a.dependents) signalAbort(d, a.reason);
  else for (const d of toAbort) runAbortSteps(d);
}
// "run the abort steps": the algorithms (listeners with this signal, fetches …), then the
// 'abort' event (trusted).
function runAbortSteps(signal) {
  const algorithms = signal._a.algorithms;
  signal._a.algorithms = [];
  for (const algorithm of algorithms) algorithm();
  const event = new Event('abort');
  event._s.trusted = true;
  dispatch(signal, event, false);
}

// 3.1 Interface AbortController https://dom.spec.whatwg.org/#interface-abortcontroller
class AbortController {
  constructor() { hidden(this, '_signal', createSignal()); }
  get signal() { return this._signal; }
  abort(reason) { signalAbort(this._signal, reason); }
  [inspectCustom](depth, options, inspect) {
    if (depth < 0) return this;
    return this.constructor.name + ' ' + inspect({ signal: this._signal }, innerOptions(options));
  }
}

// ---------------------------------------------------------------------------------------
// URL §4.4 The basic URL parser https://url.spec.whatwg.org/#concept-basic-url-parser
// SIMPLIFIED: hosts are lowercased and checked, not run through IDNA (a non-ASCII domain is
// kept as it is); IPv6 addresses are kept as written (lowercased), not compressed.

const specialPorts = { 'ftp': 21, 'file': null, 'http': 80, 'https': 443, 'ws': 80, 'wss': 443 };
function isSpecialScheme(s) { return Object.prototype.hasOwnProperty.call(specialPorts, s); }
function isAsciiAlpha(c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }
function isAsciiDigit(c) { return c >= '0' && c <= '9'; }
function isAsciiHex(c) { return isAsciiDigit(c) || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F'); }
const hexUpper = '0123456789ABCDEF';

// UTF-8 bytes of a string (lone surrogates become U+FFFD, as USVString conversion does).
function utf8Bytes(s) {
  const out = [];
  for (let i = 0; i < s.length; i++) {
    let c = s.charCodeAt(i);
    if (c >= 0xD800 && c <= 0xDBFF && i + 1 < s.length && s.charCodeAt(i + 1) >= 0xDC00 && s.charCodeAt(i + 1) <= 0xDFFF) {
      c = 0x10000 + ((c - 0xD800) << 10) + (s.charCodeAt(i + 1) - 0xDC00);
      i++;
    } else if (c >= 0xD800 && c <= 0xDFFF) c = 0xFFFD;
    if (c < 0x80) out.push(c);
    else if (c < 0x800) out.push(0xC0 | (c >> 6), 0x80 | (c & 63));
    else if (c < 0x10000) out.push(0xE0 | (c >> 12), 0x80 | ((c >> 6) & 63), 0x80 | (c & 63));
    else out.push(0xF0 | (c >> 18), 0x80 | ((c >> 12) & 63), 0x80 | ((c >> 6) & 63), 0x80 | (c & 63));
  }
  return out;
}
// UTF-8 decode without BOM or fail: bad sequences become U+FFFD.
function utf8Decode(bytes) {
  let out = '';
  for (let i = 0; i < bytes.length;) {
    const b = bytes[i];
    let need = 0, cp = 0, min = 0;
    if (b < 0x80) { out += String.fromCharCode(b); i++; continue; }
    if (b >= 0xC2 && b <= 0xDF) { need = 1; cp = b & 31; min = 0x80; }
    else if (b >= 0xE0 && b <= 0xEF) { need = 2; cp = b & 15; min = 0x800; }
    else if (b >= 0xF0 && b <= 0xF4) { need = 3; cp = b & 7; min = 0x10000; }
    else { out += '\uFFFD'; i++; continue; }
    let j = 1;
    for (; j <= need; j++) {
      const c = bytes[i + j];
      if (c === undefined || (c & 0xC0) !== 0x80) break;
      cp = (cp << 6) | (c & 63);
    }
    if (j <= need || cp < min || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF)) { out += '\uFFFD'; i += Math.max(1, j); continue; }
    out += String.fromCodePoint(cp);
    i += need + 1;
  }
  return out;
}
// §1.3 percent-decode a string into bytes.
function percentDecodeBytes(s) {
  const bytes = utf8Bytes(s);
  const out = [];
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i];
    if (b === 0x25 && i + 2 < bytes.length + 0 && isAsciiHex(String.fromCharCode(bytes[i + 1])) && isAsciiHex(String.fromCharCode(bytes[i + 2]))) {
      out.push(parseInt(String.fromCharCode(bytes[i + 1], bytes[i + 2]), 16));
      i += 2;
    } else out.push(b);
  }
  return out;
}
// §1.3 percent-encode sets (as predicates on a code point's first UTF-8 byte value).
function inC0ControlSet(c) { return c < 0x20 || c > 0x7E; }
function inFragmentSet(c) { return inC0ControlSet(c) || c === 0x20 || c === 0x22 || c === 0x3C || c === 0x3E || c === 0x60; }
function inQuerySet(c) { return inC0ControlSet(c) || c === 0x20 || c === 0x22 || c === 0x23 || c === 0x3C || c === 0x3E; }
function inSpecialQuerySet(c) { return inQuerySet(c) || c === 0x27; }
function inPathSet(c) { return inQuerySet(c) || c === 0x3F || c === 0x60 || c === 0x7B || c === 0x7D; }
function inUserinfoSet(c) { return inPathSet(c) || c === 0x2F || c === 0x3A || c === 0x3B || c === 0x3D || c === 0x40 || (c >= 0x5B && c <= 0x5E) || c === 0x7C; }
function inComponentSet(c) { return inUserinfoSet(c) || (c >= 0x24 && c <= 0x26) || c === 0x2B || c === 0x2C; }
function inFormSet(c) { return inComponentSet(c) || c === 0x21 || (c >= 0x27 && c <= 0x29) || c === 0x7E; }
// §1.3 UTF-8 percent-encode a string using a percent-encode set.
function percentEncode(s, inSet, spaceAsPlus) {
  let out = '';
  for (const b of utf8Bytes(s)) {
    if (spaceAsPlus && b === 0x20) out += '+';
    else if (inSet(b)) out += '%' + hexUpper[b >> 4] + hexUpper[b & 15];
    else out += String.fromCharCode(b);
  }
  return out;
}

// §3.5 host parsing (special hosts): percent-decode, lowercase, forbidden code points, IPv4.
const forbiddenHost = ' #/:<>?@[\\]^|\u0000\t\n\r';
const forbiddenDomain = forbiddenHost + '%\u007f';
function parseHost(input, special) {
  if (input[0] === '[') {
    if (input[input.length - 1] !== ']') return null;
    const inner = input.slice(1, -1).toLowerCase();
    for (const c of inner) if (!isAsciiHex(c) && c !== ':' && c !== '.') return null;
    if (inner.indexOf(':') === -1) return null;
    return '[' + inner + ']';
  }
  if (!special) {
    for (const c of input) if (forbiddenHost.indexOf(c) !== -1) return null;
    return percentEncode(input, inC0ControlSet, false);
  }
  const domain = utf8Decode(percentDecodeBytes(input));
  let ascii = '';
  for (const c of domain) ascii += c >= 'A' && c <= 'Z' ? c.toLowerCase() : c;
  if (ascii === '') return null;
  for (const c of ascii) if (forbiddenDomain.indexOf(c) !== -1 || c < ' ') return null;
  const labels = ascii.split('.');
  if (labels[labels.length - 1] === '' && labels.length > 1) labels.pop();
  const last = labels[labels.length - 1];
  if (last !== '' && (isIPv4Number(last) !== null)) return parseIPv4(ascii);
  return ascii;
}
function isIPv4Number(part) {
  if (part === '') return null;
  let radix = 10, s = part;
  if (s.length >= 2 && s[0] === '0' && (s[1] === 'x' || s[1] === 'X')) { radix = 16; s = s.slice(2); }
  else if (s.length >= 2 && s[0] === '0') { radix = 8; s = s.slice(1); }
  if (s === '') return 0;
  for (const c of s) {
    if (radix === 10 && !isAsciiDigit(c)) return null;
    if (radix === 16 && !isAsciiHex(c)) return null;
    if (radix === 8 && !(c >= '0' && c <= '7')) return null;
  }
  return parseInt(s, radix);
}
// §3.5 IPv4 parser: "127.1", "0x7f.0.0.1" → "127.0.0.1"; failure (null) on overflow.
function parseIPv4(input) {
  const parts = input.split('.');
  if (parts[parts.length - 1] === '' && parts.length > 1) parts.pop();
  if (parts.length > 4) return null;
  const numbers = [];
  for (const p of parts) { const n = isIPv4Number(p); if (n === null) return null; numbers.push(n); }
  for (let i = 0; i < numbers.length - 1; i++) if (numbers[i] > 255) return null;
  if (numbers[numbers.length - 1] >= Math.pow(256, 5 - numbers.length)) return null;
  let ipv4 = numbers[numbers.length - 1];
  for (let i = 0; i < numbers.length - 1; i++) ipv4 += numbers[i] * Math.pow(256, 3 - i);
  const out = [];
  for (let i = 0; i < 4; i++) { out.unshift(String(ipv4 % 256)); ipv4 = Math.floor(ipv4 / 256); }
  return out.join('.');
}

function isWindowsDriveLetter(s, normalizedOnly) {
  return s.length === 2 && isAsciiAlpha(s[0]) && (s[1] === ':' || (!normalizedOnly && s[1] === '|'));
}
function startsWithWindowsDriveLetter(cps, p) {
  if (cps.length - p < 2) return false;
  if (!isAsciiAlpha(cps[p]) || (cps[p + 1] !== ':' && cps[p + 1] !== '|')) return false;
  if (cps.length - p === 2) return true;
  const c = cps[p + 2];
  return c === '/' || c === '\\' || c === '?' || c === '#';
}
function isSingleDot(s) { return s === '.' || s.toLowerCase() === '%2e'; }
function isDoubleDot(s) { const l = s.toLowerCase(); return l === '..' || l === '.%2e' || l === '%2e.' || l === '%2e%2e'; }
function shortenPath(url) {
  if (url.scheme === 'file' && url.path.length === 1 && isWindowsDriveLetter(url.path[0], true)) return;
  url.path.pop();
}
function newURLRecord() { return { scheme: '', username: '', password: '', host: null, port: null, path: [], opaque: false, query: null, fragment: null }; }
function copyRecord(r) { return Object.assign({}, r, { path: r.opaque ? r.path : r.path.slice() }); }

// The basic URL parser; returns the record, or null on failure. `url` and `override` are the
// setters' "url" and "state override".
function basicParse(input, base, url, override) {
  if (!url) {
    url = newURLRecord();
    // Remove leading and trailing C0 control or space.
    let start = 0, end = input.length;
    while (start < end && input.charCodeAt(start) <= 0x20) start++;
    while (end > start && input.charCodeAt(end - 1) <= 0x20) end--;
    input = input.slice(start, end);
  }
  // Remove all ASCII tab or newline.
  let cleaned = '';
  for (const c of input) if (c !== '\t' && c !== '\n' && c !== '\r') cleaned += c;
  const cps = Array.from(cleaned);
  let state = override || 'scheme start';
  let buffer = '';
  let atSignSeen = false, insideBrackets = false, passwordTokenSeen = false;
  let p = 0;
  const special = () => isSpecialScheme(url.scheme);
  for (; p <= cps.length; p++) {
    const c = p < cps.length ? cps[p] : undefined; // undefined: the EOF code point
    switch (state) {
    case 'scheme start':
      if (c !== undefined && isAsciiAlpha(c)) { buffer += c.toLowerCase(); state = 'scheme'; }
      else if (!override) { state = 'no scheme'; p--; }
      else return null;
      break;
    case 'scheme':
      if (c !== undefined && (isAsciiAlpha(c) || isAsciiDigit(c) || c === '+' || c === '-' || c === '.')) buffer += c.toLowerCase();
      else if (c === ':') {
        if (override) {
          if (isSpecialScheme(url.scheme) !== isSpecialScheme(buffer)) return url;
          if ((url.username !== '' || url.password !== '' || url.port !== null) && buffer === 'file') return url;
          if (url.scheme === 'file' && url.host === '') return url;
        }
        url.scheme = buffer;
        if (override) {
          if (url.port === specialPorts[url.scheme]) url.port = null;
          return url;
        }
        buffer = '';
        if (url.scheme === 'file') state = 'file';
        else if (special() && base && base.scheme === url.scheme) state = 'special relative or authority';
        else if (special()) state = 'special authority slashes';
        else if (cps[p + 1] === '/') { state = 'path or authority'; p++; }
        else { url.opaque = true; url.path = ''; state = 'opaque path'; }
      } else if (!override) { buffer = ''; state = 'no scheme'; p = -1; }
      else return null;
      break;
    case 'no scheme':
      if (!base || (base.opaque && c !== '#')) return null;
      if (base.opaque && c === '#') {
        url.scheme = base.scheme; url.path = base.path; url.opaque = true; url.query = base.query; url.fragment = ''; state = 'fragment';
      } else if (base.scheme !== 'file') { state = 'relative'; p--; }
      else { state = 'file'; p--; }
      break;
    case 'special relative or authority':
      if (c === '/' && cps[p + 1] === '/') { state = 'special authority ignore slashes'; p++; }
      else { state = 'relative'; p--; }
      break;
    case 'path or authority':
      if (c === '/') state = 'authority';
      else { state = 'path'; p--; }
      break;
    case 'relative':
      url.scheme = base.scheme;
      if (c === '/') state = 'relative slash';
      else if (special() && c === '\\') state = 'relative slash';
      else {
        url.username = base.username; url.password = base.password; url.host = base.host; url.port = base.port;
        url.path = base.path.slice(); url.query = base.query;
        if (c === '?') { url.query = ''; state = 'query'; }
        else if (c === '#') { url.fragment = ''; state = 'fragment'; }
        else if (c !== undefined) { url.query = null; shortenPath(url); state = 'path'; p--; }
      }
      break;
    case 'relative slash':
      if (special() && (c === '/' || c === '\\')) state = 'special authority ignore slashes';
      else if (c === '/') state = 'authority';
      else { url.username = base.username; url.password = base.password; url.host = base.host; url.port = base.port; state = 'path'; p--; }
      break;
    case 'special authority slashes':
      if (c === '/' && cps[p + 1] === '/') { state = 'special authority ignore slashes'; p++; }
      else { state = 'special authority ignore slashes'; p--; }
      break;
    case 'special authority ignore slashes':
      if (c !== '/' && c !== '\\') { state = 'authority'; p--; }
      break;
    case 'authority':
      if (c === '@') {
        if (atSignSeen) buffer = '%40' + buffer;
        atSignSeen = true;
        for (const bc of Array.from(buffer)) {
          if (bc === ':' && !passwordTokenSeen) { passwordTokenSeen = true; continue; }
          const enc = percentEncode(bc, inUserinfoSet, false);
          if (passwordTokenSeen) url.password += enc; else url.username += enc;
        }
        buffer = '';
      } else if (c === undefined || c === '/' || c === '?' || c === '#' || (special() && c === '\\')) {
        if (atSignSeen && buffer === '') return null;
        p -= Array.from(buffer).length + 1;
        buffer = '';
        state = 'host';
      } else buffer += c;
      break;
    case 'host':
    case 'hostname':
      if (override && url.scheme === 'file') { p--; state = 'file host'; }
      else if (c === ':' && !insideBrackets) {
        if (buffer === '') return null;
        if (override === 'hostname') return null;
        const h = parseHost(buffer, special());
        if (h === null) return null;
        url.host = h; buffer = ''; state = 'port';
      } else if (c === undefined || c === '/' || c === '?' || c === '#' || (special() && c === '\\')) {
        p--;
        if (special() && buffer === '') return null;
        if (override && buffer === '' && (url.username !== '' || url.password !== '' || url.port !== null)) return url;
        const h = parseHost(buffer, special());
        if (h === null) return null;
        url.host = h; buffer = ''; state = 'path start';
        if (override) return url;
      } else {
        if (c === '[') insideBrackets = true;
        if (c === ']') insideBrackets = false;
        buffer += c;
      }
      break;
    case 'port':
      if (c !== undefined && isAsciiDigit(c)) buffer += c;
      else if (c === undefined || c === '/' || c === '?' || c === '#' || (special() && c === '\\') || override) {
        if (buffer !== '') {
          const port = parseInt(buffer, 10);
          if (port > 65535) return null;
          url.port = specialPorts[url.scheme] === port ? null : port;
          buffer = '';
        }
        if (override) return url;
        state = 'path start'; p--;
      } else return null;
      break;
    case 'file':
      url.scheme = 'file';
      url.host = '';
      if (c === '/' || c === '\\') state = 'file slash';
      else if (base && base.scheme === 'file') {
        url.host = base.host; url.path = base.path.slice(); url.query = base.query;
        if (c === '?') { url.query = ''; state = 'query'; }
        else if (c === '#') { url.fragment = ''; state = 'fragment'; }
        else if (c !== undefined) {
          url.query = null;
          if (!startsWithWindowsDriveLetter(cps, p)) shortenPath(url);
          else url.path = [];
          state = 'path'; p--;
        }
      } else { state = 'path'; p--; }
      break;
    case 'file slash':
      if (c === '/' || c === '\\') state = 'file host';
      else {
        if (base && base.scheme === 'file') {
          url.host = base.host;
          if (!startsWithWindowsDriveLetter(cps, p) && base.path.length && isWindowsDriveLetter(base.path[0], true)) url.path.push(base.path[0]);
        }
        state = 'path'; p--;
      }
      break;
    case 'file host':
      if (c === undefined || c === '/' || c === '\\' || c === '?' || c === '#') {
        p--;
        if (!override && isWindowsDriveLetter(buffer, false)) state = 'path';
        else if (buffer === '') {
          url.host = '';
          if (override) return url;
          state = 'path start';
        } else {
          let h = parseHost(buffer, true);
          if (h === null) return null;
          if (h === 'localhost') h = '';
          url.host = h;
          if (override) return url;
          buffer = ''; state = 'path start';
        }
      } else buffer += c;
      break;
    case 'path start':
      if (special()) { state = 'path'; if (c !== '/' && c !== '\\') p--; }
      else if (!override && c === '?') { url.query = ''; state = 'query'; }
      else if (!override && c === '#') { url.fragment = ''; state = 'fragment'; }
      else if (c !== undefined) { state = 'path'; if (c !== '/') p--; }
      else if (override && url.host === null) url.path.push('');
      break;
    case 'path':
      if (c === undefined || c === '/' || (special() && c === '\\') || (!override && (c === '?' || c === '#'))) {
        if (isDoubleDot(buffer)) {
          shortenPath(url);
          if (c !== '/' && !(special() && c === '\\')) url.path.push('');
        } else if (isSingleDot(buffer) && c !== '/' && !(special() && c === '\\')) url.path.push('');
        else if (!isSingleDot(buffer)) {
          if (url.scheme === 'file' && url.path.length === 0 && isWindowsDriveLetter(buffer, false)) buffer = buffer[0] + ':';
          url.path.push(buffer);
        }
        buffer = '';
        if (c === '?') { url.query = ''; state = 'query'; }
        if (c === '#') { url.fragment = ''; state = 'fragment'; }
      } else buffer += percentEncode(c, inPathSet, false);
      break;
    case 'opaque path':
      if (c === '?') { url.query = ''; state = 'query'; }
      else if (c === '#') { url.fragment = ''; state = 'fragment'; }
      else if (c !== undefined) url.path += percentEncode(c, inC0ControlSet, false);
      break;
    case 'query':
      if ((!override && c === '#') || c === undefined) {
        url.query += percentEncode(buffer, special() ? inSpecialQuerySet : inQuerySet, false);
        buffer = '';
        if (c === '#') { url.fragment = ''; state = 'fragment'; }
      } else buffer += c;
      break;
    case 'fragment':
      if (c !== undefined) url.fragment += percentEncode(c, inFragmentSet, false);
      break;
    }
  }
  return url;
}

// §4.5 URL serializing https://url.spec.whatwg.org/#concept-url-serializer
function serializePath(url) { return url.opaque ? url.path : url.path.map((s) => '/' + s).join(''); }
function serializeURL(url, excludeFragment) {
  let out = url.scheme + ':';
  if (url.host !== null) {
    out += '//';
    if (url.username !== '' || url.password !== '') {
      out += url.username;
      if (url.password !== '') out += ':' + url.password;
      out += '@';
    }
    out += url.host;
    if (url.port !== null) out += ':' + url.port;
  } else if (!url.opaque && url.path.length > 1 && url.path[0] === '') out += '/.';
  out += serializePath(url);
  if (url.query !== null) out += '?' + url.query;
  if (!excludeFragment && url.fragment !== null) out += '#' + url.fragment;
  return out;
}
// §4.7 origin (serialized)
function serializeOrigin(url) {
  if (url.scheme === 'blob') {
    const inner = basicParse(serializePath(url), null);
    if (inner && (inner.scheme === 'http' || inner.scheme === 'https')) return serializeOrigin(inner);
    return 'null';
  }
  // AD-HOC: Chromium serializes a file: URL's (opaque) origin as "file://", Node as "null".
  if (url.scheme === 'file') return isNode() ? 'null' : 'file://';
  if (!isSpecialScheme(url.scheme)) return 'null';
  return url.scheme + '://' + url.host + (url.port !== null ? ':' + url.port : '');
}

// ---------------------------------------------------------------------------------------
// URL §6.1 Interface URL https://url.spec.whatwg.org/#url-class

function invalidURL(input) {
  if (isNode()) {
    const e = codedError(TypeError, 'ERR_INVALID_URL', 'Invalid URL');
    e.input = input;
    return e;
  }
  return new TypeError("Failed to construct 'URL': Invalid URL");
}
function toUSV(v) { return String(v); }
class URL {
  constructor(url, base) {
    if (arguments.length === 0) {
      if (isNode()) throw codedError(TypeError, 'ERR_MISSING_ARGS', 'The "url" argument must be specified');
      throw new TypeError("Failed to construct 'URL': 1 argument required, but only 0 present.");
    }
    const input = toUSV(url);
    let baseRecord = null;
    if (base !== undefined) {
      baseRecord = basicParse(toUSV(base), null);
      if (baseRecord === null) throw invalidURL(input);
    }
    const record = basicParse(input, baseRecord);
    if (record === null) throw invalidURL(input);
    hidden(this, '_u', record);
    hidden(this, '_q', null);
  }
  static canParse(url, base) {
    let baseRecord = null;
    if (base !== undefined) { baseRecord = basicParse(toUSV(base), null); if (baseRecord === null) return false; }
    return basicParse(toUSV(url), baseRecord) !== null;
  }
  get href() { return serializeURL(this._u); }
  set href(v) {
    const record = basicParse(toUSV(v), null);
    if (record === null) {
      if (isNode()) throw invalidURL(toUSV(v));
      throw new TypeError("Failed to set the 'href' property on 'URL': Invalid URL");
    }
    this._u = record;
    if (this._q) this._q._list = parseForm(record.query || '');
  }
  get origin() { return serializeOrigin(this._u); }
  get protocol() { return this._u.scheme + ':'; }
  set protocol(v) { basicParse(toUSV(v) + ':', null, this._u, 'scheme start'); }
  get username() { return this._u.username; }
  set username(v) { if (this._cannotHaveCredentials()) return; this._u.username = percentEncode(toUSV(v), inUserinfoSet, false); }
  get password() { return this._u.password; }
  set password(v) { if (this._cannotHaveCredentials()) return; this._u.password = percentEncode(toUSV(v), inUserinfoSet, false); }
  _cannotHaveCredentials() { return this._u.host === null || this._u.host === '' || this._u.scheme === 'file'; }
  get host() { const u = this._u; if (u.host === null) return ''; return u.port === null ? u.host : u.host + ':' + u.port; }
  set host(v) { if (this._u.opaque) return; this._setWith(toUSV(v), 'host'); }
  get hostname() { return this._u.host === null ? '' : this._u.host; }
  set hostname(v) { if (this._u.opaque) return; this._setWith(toUSV(v), 'hostname'); }
  get port() { return this._u.port === null ? '' : String(this._u.port); }
  set port(v) {
    const u = this._u;
    if (u.host === null || u.host === '' || u.scheme === 'file') return;
    const s = toUSV(v);
    if (s === '') u.port = null; else this._setWith(s, 'port');
  }
  get pathname() { return serializePath(this._u); }
  set pathname(v) {
    if (this._u.opaque) return;
    const copy = copyRecord(this._u);
    copy.path = [];
    const r = basicParse(toUSV(v), null, copy, 'path start');
    if (r) this._u = r;
  }
  get search() { const q = this._u.query; return q === null || q === '' ? '' : '?' + q; }
  set search(v) {
    let s = toUSV(v);
    if (s === '') { this._u.query = null; if (this._q) this._q._list = []; return; }
    if (s[0] === '?') s = s.slice(1);
    this._u.query = '';
    basicParse(s, null, this._u, 'query');
    if (this._q) this._q._list = parseForm(s);
  }
  get searchParams() {
    if (!this._q) {
      const q = new URLSearchParams(this._u.query || '');
      q._url = this;
      this._q = q;
    }
    return this._q;
  }
  get hash() { const f = this._u.fragment; return f === null || f === '' ? '' : '#' + f; }
  set hash(v) {
    let s = toUSV(v);
    if (s === '') { this._u.fragment = null; return; }
    if (s[0] === '#') s = s.slice(1);
    this._u.fragment = '';
    basicParse(s, null, this._u, 'fragment');
  }
  // A setter's parse runs on a copy, so a failure leaves the URL as it was.
  _setWith(value, override) {
    const r = basicParse(value, null, copyRecord(this._u), override);
    if (r) this._u = r;
  }
  toString() { return this.href; }
  toJSON() { return this.href; }
  [inspectCustom](depth, options, inspect) {
    if (typeof depth === 'number' && depth < 0) return this;
    const obj = { href: this.href, origin: this.origin, protocol: this.protocol, username: this.username, password: this.password,
      host: this.host, hostname: this.hostname, port: this.port, pathname: this.pathname, search: this.search,
      searchParams: this.searchParams, hash: this.hash };
    return this.constructor.name + ' ' + inspect(obj, options);
  }
}

// ---------------------------------------------------------------------------------------
// URL §5.1 application/x-www-form-urlencoded parsing and serializing
// https://url.spec.whatwg.org/#concept-urlencoded-parser

function parseForm(input) {
  const list = [];
  for (const sequence of input.split('&')) {
    if (sequence === '') continue;
    const eq = sequence.indexOf('=');
    let name = eq === -1 ? sequence : sequence.slice(0, eq);
    let value = eq === -1 ? '' : sequence.slice(eq + 1);
    name = name.split('+').join(' ');
    value = value.split('+').join(' ');
    list.push([utf8Decode(percentDecodeBytes(name)), utf8Decode(percentDecodeBytes(value))]);
  }
  return list;
}
function serializeForm(list) {
  return list.map(([k, v]) => percentEncode(k, inFormSet, true) + '=' + percentEncode(v, inFormSet, true)).join('&');
}

// URL §6.2 Interface URLSearchParams https://url.spec.whatwg.org/#interface-urlsearchparams
function makeIterator(list, pick) {
  let i = 0;
  const it = Object.create(urlSearchParamsIteratorPrototype);
  hidden(it, '_next', () => {
    if (i >= list()._list.length) return { value: undefined, done: true };
    const pair = list()._list[i++];
    return { value: pick(pair), done: false };
  });
  return it;
}
const urlSearchParamsIteratorPrototype = Object.create(Object.getPrototypeOf(Object.getPrototypeOf([][Symbol.iterator]())));
urlSearchParamsIteratorPrototype.next = function next() { return this._next(); };
Object.defineProperty(urlSearchParamsIteratorPrototype, 'next', { enumerable: false });
Object.defineProperty(urlSearchParamsIteratorPrototype, Symbol.toStringTag, { value: 'URLSearchParams Iterator', configurable: true });

class URLSearchParams {
  constructor(init) {
    hidden(this, '_list', []);
    hidden(this, '_url', null);
    if (init === undefined || init === null) return;
    if (typeof init === 'object' || typeof init === 'function') {
      if (typeof init[Symbol.iterator] === 'function') {
        for (const pair of init) {
          const p = Array.from(pair);
          if (p.length !== 2) {
            if (isNode()) throw codedError(TypeError, 'ERR_INVALID_TUPLE', 'Each query pair must be an iterable [name, value] tuple');
            throw new TypeError("Failed to construct 'URLSearchParams': The provided value cannot be converted to a sequence.");
          }
          this._list.push([toUSV(p[0]), toUSV(p[1])]);
        }
      } else {
        for (const k of Object.keys(init)) this._list.push([toUSV(k), toUSV(init[k])]);
      }
      return;
    }
    let s = toUSV(init);
    if (s[0] === '?') s = s.slice(1);
    this._list = parseForm(s);
  }
  // "update": the URL's query follows the list.
  _update() {
    if (!this._url) return;
    const s = serializeForm(this._list);
    this._url._u.query = s === '' ? null : s;
  }
  get size() { return this._list.length; }
  append(name, value) { this._list.push([toUSV(name), toUSV(value)]); this._update(); }
  delete(name, value) {
    name = toUSV(name);
    const v = value === undefined ? undefined : toUSV(value);
    this._list = this._list.filter(([k, x]) => !(k === name && (v === undefined || x === v)));
    this._update();
  }
  get(name) { name = toUSV(name); for (const [k, v] of this._list) if (k === name) return v; return null; }
  getAll(name) { name = toUSV(name); return this._list.filter(([k]) => k === name).map(([, v]) => v); }
  has(name, value) {
    name = toUSV(name);
    const v = value === undefined ? undefined : toUSV(value);
    return this._list.some(([k, x]) => k === name && (v === undefined || x === v));
  }
  set(name, value) {
    name = toUSV(name); value = toUSV(value);
    const i = this._list.findIndex(([k]) => k === name);
    if (i === -1) this._list.push([name, value]);
    else {
      this._list[i][1] = value;
      this._list = this._list.filter(([k], j) => j <= i || k !== name);
    }
    this._update();
  }
  // sort(): a stable sort by name, comparing code units.
  sort() {
    const indexed = this._list.map((pair, i) => [pair, i]);
    indexed.sort((a, b) => (a[0][0] < b[0][0] ? -1 : a[0][0] > b[0][0] ? 1 : a[1] - b[1]));
    this._list = indexed.map(([pair]) => pair);
    this._update();
  }
  forEach(callback, thisArg) {
    if (typeof callback !== 'function') throw invalidArg('callback', 'of type function', callback,
      "Failed to execute 'forEach' on 'URLSearchParams': The callback provided as parameter 1 is not a function.");
    for (let i = 0; i < this._list.length; i++) callback.call(thisArg, this._list[i][1], this._list[i][0], this);
  }
  entries() { return makeIterator(() => this, (pair) => [pair[0], pair[1]]); }
  keys() { return makeIterator(() => this, (pair) => pair[0]); }
  values() { return makeIterator(() => this, (pair) => pair[1]); }
  [Symbol.iterator]() { return this.entries(); }
  toString() { return serializeForm(this._list); }
  [inspectCustom](recurseTimes, ctx, inspect) {
    if (typeof recurseTimes === 'number' && recurseTimes < 0) return '[Object]';
    const innerOpts = Object.assign({}, ctx);
    if (recurseTimes !== null) innerOpts.depth = recurseTimes - 1;
    const output = this._list.map(([k, v]) => inspect(k, innerOpts) + ' => ' + inspect(v, innerOpts));
    const length = output.reduce((prev, cur) => prev + cur.length + 2, -2);
    if (length > ctx.breakLength) return this.constructor.name + ' {\n  ' + output.join(',\n  ') + ' }';
    if (output.length) return this.constructor.name + ' { ' + output.join(', ') + ' }';
    return this.constructor.name + ' {}';
  }
}
Object.defineProperty(URLSearchParams.prototype, Symbol.toStringTag, { value: 'URLSearchParams', configurable: true });
Object.defineProperty(URL.prototype, Symbol.toStringTag, { value: 'URL', configurable: true });

function innerOptions(options) {
  return Object.assign({}, options, { depth: typeof options.depth === 'number' ? options.depth - 1 : options.depth });
}

// ---------------------------------------------------------------------------------------
// User Timing Level 3 https://w3c.github.io/user-timing/ : performance.mark / measure and
// the performance timeline's getEntries* (marks and measures only: evloop records no
// resource, navigation or paint entries).

const timeline = [];
class PerformanceEntry {
  get name() { return this._e.name; }
  get entryType() { return this._e.entryType; }
  get startTime() { return this._e.startTime; }
  get duration() { return this._e.duration; }
  toJSON() { return { name: this.name, entryType: this.entryType, startTime: this.startTime, duration: this.duration, detail: this._e.detail }; }
  [inspectCustom](depth, options, inspect) {
    if (depth < 0) return this;
    return this.constructor.name + ' ' + inspect(this.toJSON(), innerOptions(options));
  }
}
class PerformanceMark extends PerformanceEntry {
  constructor(name, options) {
    super();
    if (arguments.length === 0) {
      if (isNode()) throw codedError(TypeError, 'ERR_MISSING_ARGS', 'The "name" argument must be specified');
      throw new TypeError("Failed to construct 'PerformanceMark': 1 argument required, but only 0 present.");
    }
    const start = options && options.startTime !== undefined ? Number(options.startTime) : performance.now();
    hidden(this, '_e', { name: String(name), entryType: 'mark', startTime: start, duration: 0,
      detail: options && options.detail !== undefined ? structuredCloneSimple(options.detail) : null });
  }
  get detail() { return this._e.detail; }
}
class PerformanceMeasure extends PerformanceEntry {
  get detail() { return this._e.detail; }
}
function structuredCloneSimple(v) { return v === undefined ? null : JSON.parse(JSON.stringify(v)); }
function markTime(name, method) {
  if (typeof name === 'number') return name;
  for (let i = timeline.length - 1; i >= 0; i--) if (timeline[i]._e.entryType === 'mark' && timeline[i]._e.name === name) return timeline[i]._e.startTime;
  throw new DOMException(isNode() ? 'The "' + name + '" performance mark has not been set'
    : "Failed to execute '" + method + "' on 'Performance': The mark '" + name + "' does not exist.", 'SyntaxError');
}
const userTiming = {
  mark(name, options) {
    const m = new PerformanceMark(...arguments);
    timeline.push(m);
    queueEntry(m);
    return m;
  },
  measure(name, startOrOptions, endMark) {
    let start = 0, end, detail = null;
    if (startOrOptions !== null && typeof startOrOptions === 'object') {
      if (startOrOptions.start !== undefined) start = markTime(startOrOptions.start, 'measure');
      if (startOrOptions.end !== undefined) end = markTime(startOrOptions.end, 'measure');
      if (startOrOptions.duration !== undefined) {
        if (startOrOptions.end !== undefined) end = end; else end = start + Number(startOrOptions.duration);
        if (startOrOptions.start === undefined && startOrOptions.end !== undefined) start = end - Number(startOrOptions.duration);
      }
      if (startOrOptions.detail !== undefined) detail = structuredCloneSimple(startOrOptions.detail);
    } else if (startOrOptions !== undefined) start = markTime(String(startOrOptions), 'measure');
    if (endMark !== undefined) end = markTime(String(endMark), 'measure');
    if (end === undefined) end = performance.now();
    const m = Object.create(PerformanceMeasure.prototype);
    hidden(m, '_e', { name: String(name), entryType: 'measure', startTime: start, duration: end - start, detail });
    timeline.push(m);
    queueEntry(m);
    return m;
  },
  // The performance timeline reads as a PerformanceObserverEntryList of every entry.
  getEntries() { return new PerformanceObserverEntryList(timeline).getEntries(); },
  getEntriesByName(name, type) { return new PerformanceObserverEntryList(timeline).getEntriesByName(name, type); },
  getEntriesByType(type) { return new PerformanceObserverEntryList(timeline).getEntriesByType(type); },
  clearMarks(name) { clearEntries('mark', name); },
  clearMeasures(name) { clearEntries('measure', name); },
};
// Performance Timeline §3 The PerformanceObserver interface
// https://w3c.github.io/performance-timeline/#the-performanceobserver-interface
// New mark and measure entries go to the buffer of every observer registered for their
// type; one "PerformanceObserver task" (hooks.queueObserverTask: a task in the browser, a
// setImmediate in Node) then calls each observer that has entries, in registration order.
// SIMPLIFIED: evloop produces mark and measure entries only; observing another type
// evloop knows the platform has (longtask, event, paint, ...) prints a note instead.
const observers = [];
let observerTaskQueued = false;
const observedByEvloop = ['mark', 'measure'];
const platformEntryTypes = {
  browser: ['element', 'event', 'first-input', 'largest-contentful-paint', 'layout-shift', 'long-animation-frame', 'longtask', 'mark', 'measure', 'navigation', 'paint', 'resource', 'visibility-state'],
  node: ['dns', 'function', 'gc', 'http', 'http2', 'mark', 'measure', 'net', 'resource'],
};
function queueEntry(entry) {
  let interested = false;
  for (const o of observers) {
    if (o._types.indexOf(entry._e.entryType) === -1) continue;
    o._buffer.push(entry);
    interested = true;
  }
  if (interested) queueObserverTask();
}
function queueObserverTask() {
  if (observerTaskQueued) return;
  observerTaskQueued = true;
  hooks.queueObserverTask(() => {
    observerTaskQueued = false;
    for (const o of observers.slice()) {
      if (!o._buffer.length) continue;
      const list = new PerformanceObserverEntryList(o._buffer.splice(0));
      o._callback.call(o, list, o);
    }
  });
}
function byStartTime(entries) { return entries.slice().sort((a, b) => a._e.startTime - b._e.startTime); }
class PerformanceObserverEntryList {
  constructor(entries) { hidden(this, '_entries', byStartTime(entries || [])); }
  getEntries() { return this._entries.slice(); }
  getEntriesByType(type) { return this._entries.filter((e) => e._e.entryType === String(type)); }
  getEntriesByName(name, type) { return this._entries.filter((e) => e._e.name === String(name) && (type === undefined || e._e.entryType === String(type))); }
}
class PerformanceObserver {
  constructor(callback) {
    if (typeof callback !== 'function') {
      throw host === 'node' ? codedError(TypeError, 'ERR_INVALID_ARG_TYPE', 'The "callback" argument must be of type function.' + hooks.received(callback))
        : new TypeError("Failed to construct 'PerformanceObserver': The callback provided as parameter 1 is not a function.");
    }
    hidden(this, '_callback', callback);
    hidden(this, '_types', []);
    hidden(this, '_buffer', []);
  }
  observe(options) {
    const o = options || {};
    if (o.entryTypes !== undefined && o.type !== undefined)
      throw new TypeError(host === 'node' ? 'The "options.entryTypes" and "options.type" arguments are mutually exclusive' : "Failed to execute 'observe' on 'PerformanceObserver': An observe() call must not include both entryTypes and type arguments.");
    if (o.entryTypes === undefined && o.type === undefined)
      throw new TypeError(host === 'node' ? 'The "options.entryTypes" property must be of type string[]' : "Failed to execute 'observe' on 'PerformanceObserver': An observe() call must include either entryTypes or type arguments.");
    const asked = o.entryTypes !== undefined ? Array.from(o.entryTypes, String) : [String(o.type)];
    const known = platformEntryTypes[host];
    for (const t of asked) {
      if (known.indexOf(t) !== -1 && observedByEvloop.indexOf(t) === -1) hooks.note("PerformanceObserver: evloop does not produce '" + t + "' entries; only mark and measure are observed");
    }
    const types = asked.filter((t) => observedByEvloop.indexOf(t) !== -1);
    if (o.entryTypes !== undefined) this._types.splice(0, this._types.length, ...types);
    else for (const t of types) if (this._types.indexOf(t) === -1) this._types.push(t);
    if (observers.indexOf(this) === -1) observers.push(this);
    if (o.type !== undefined && o.buffered && types.length) {
      for (const e of timeline) if (e._e.entryType === types[0]) this._buffer.push(e);
      if (this._buffer.length) queueObserverTask();
    }
  }
  disconnect() {
    const i = observers.indexOf(this);
    if (i !== -1) observers.splice(i, 1);
    this._buffer.length = 0;
    this._types.length = 0;
  }
  takeRecords() { return byStartTime(this._buffer.splice(0)); }
  static get supportedEntryTypes() { return platformEntryTypes[host].slice(); }
}
function clearEntries(type, name) {
  for (let i = timeline.length - 1; i >= 0; i--)
    if (timeline[i]._e.entryType === type && (name === undefined || timeline[i]._e.name === String(name))) timeline.splice(i, 1);
}

// ---------------------------------------------------------------------------------------
// console.time / timeLog / timeEnd, console.table, console.trace and console.dirxml: the
// console methods built on console.log / console.error, in each host's words.
// `o.inspect(value, { depth, maxArrayLength, breakLength })` formats a table cell and
// `o.warn(text)` reports a missing or repeated timer label.

// lib/internal/console/constructor.js formatTime: 1.5ms, 2.345s, 1:02.500 (m:ss.mmm).
function nodeFormatTime(ms) {
  let hours = 0, minutes = 0, seconds = 0;
  if (ms >= 1000) {
    if (ms >= 60000) {
      if (ms >= 3600000) { hours = Math.floor(ms / 3600000); ms = ms % 3600000; }
      minutes = Math.floor(ms / 60000);
      ms = ms % 60000;
    }
    seconds = ms / 1000;
  }
  const pad = (n) => String(n).padStart(2, '0');
  if (hours !== 0 || minutes !== 0) {
    const [whole, frac] = seconds.toFixed(3).split('.');
    return (hours !== 0 ? hours + ':' + pad(minutes) : minutes) + ':' + pad(whole) + '.' + frac + ' (' + (hours !== 0 ? 'h:m' : '') + 'm:ss.mmm)';
  }
  if (seconds !== 0) return seconds.toFixed(3) + 's';
  return Number(ms.toFixed(3)) + 'ms';
}

// lib/internal/cli_table.js: a box-drawn table, cells left-aligned.
// SIMPLIFIED: a cell's width is its count of code points (Node counts East Asian wide
// characters twice and combining marks not at all).
function renderTable(head, columns) {
  const width = (s) => Array.from(s).length;
  const widths = head.map(width);
  const longest = Math.max(...columns.map((c) => c.length));
  const rows = [];
  for (let i = 0; i < head.length; i++) {
    for (let j = 0; j < longest; j++) {
      if (rows[j] === undefined) rows[j] = [];
      const value = rows[j][i] = Object.prototype.hasOwnProperty.call(columns[i], j) ? columns[i][j] : '';
      widths[i] = Math.max(widths[i] || 0, width(value));
    }
  }
  const row = (cells) => '│ ' + cells.map((c, i) => c + ' '.repeat(widths[i] - width(c))).join(' │ ') + ' │';
  const divider = widths.map((w) => '─'.repeat(w + 2));
  let out = '┌' + divider.join('┬') + '┐\n' + row(head) + '\n' + '├' + divider.join('┼') + '┤\n';
  for (const r of rows) out += row(r) + '\n';
  return out + '└' + divider.join('┴') + '┘';
}

// console.table(data, properties) as lib/internal/console/constructor.js builds it.
function tableOf(data, properties, inspect) {
  const cell = (v) => inspect(v, {
    depth: v !== null && typeof v === 'object' && !Array.isArray(v) && Object.keys(v).length > 2 ? -1 : 0,
    maxArrayLength: 3, breakLength: Infinity,
  });
  const indexes = (n) => Array.from({ length: n }, (_, i) => cell(i));
  if (data instanceof Map) {
    const keys = [], values = [];
    for (const [k, v] of data) { keys.push(cell(k)); values.push(cell(v)); }
    return renderTable(['(iteration index)', 'Key', 'Values'], [indexes(keys.length), keys, values]);
  }
  if (data instanceof Set) {
    const values = [];
    for (const v of data) values.push(cell(v));
    return renderTable(['(iteration index)', 'Values'], [indexes(values.length), values]);
  }
  const map = Object.create(null);
  let hasPrimitives = false;
  const primitives = [];
  const indexKeys = Object.keys(data);
  for (let i = 0; i < indexKeys.length; i++) {
    const item = data[indexKeys[i]];
    const primitive = item === null || (typeof item !== 'function' && typeof item !== 'object');
    if (properties === undefined && primitive) {
      hasPrimitives = true;
      primitives[i] = cell(item);
    } else {
      for (const key of properties || Object.keys(item)) {
        if (map[key] === undefined) map[key] = [];
        map[key][i] = (primitive && properties) || !Object.prototype.hasOwnProperty.call(item, key) ? '' : cell(item[key]);
      }
    }
  }
  const head = Object.keys(map), columns = Object.values(map);
  if (hasPrimitives) { head.push('Values'); columns.push(primitives); }
  head.unshift('(index)');
  columns.unshift(indexKeys);
  return renderTable(head, columns);
}

function installConsoleExtras(o) {
  const c = globalThis.console;
  const timers = new Map();
  const nodeWords = host === 'node';
  const labelOf = (label) => label === undefined ? 'default' : String(label);
  const elapsed = (label, method) => {
    if (!timers.has(label)) { o.warn(nodeWords ? "No such label '" + label + "' for console." + method + '()' : "Timer '" + label + "' does not exist"); return undefined; }
    const ms = performance.now() - timers.get(label);
    return nodeWords ? nodeFormatTime(ms) : ms + ' ms';
  };
  const methods = {
    time(label) {
      label = labelOf(label);
      if (timers.has(label)) { o.warn(nodeWords ? "Label '" + label + "' already exists for console.time()" : "Timer '" + label + "' already exists"); return; }
      timers.set(label, performance.now());
    },
    timeLog(label, ...data) {
      label = labelOf(label);
      const time = elapsed(label, 'timeLog');
      if (time !== undefined) c.log('%s: %s', label, time, ...data);
    },
    timeEnd(label) {
      label = labelOf(label);
      const time = elapsed(label, 'timeEnd');
      if (time === undefined) return;
      c.log('%s: %s', label, time);
      timers.delete(label);
    },
    table(data, properties) {
      if (properties !== undefined && !Array.isArray(properties)) throw o.invalidProperties(properties);
      if (data === null || typeof data !== 'object') { c.log(data); return; }
      c.log(tableOf(data, properties, o.inspect));
    },
    // The stack where console.trace was called, on stderr.
    trace(...args) {
      const lines = String(new Error().stack).split('\n').slice(1);
      const message = args.length ? o.format(...args) : '';
      c.error(['Trace' + (message ? ': ' + message : '')].concat(lines).join('\n'));
    },
    dirxml(...args) { c.log(...args); },
  };
  for (const name of Object.keys(methods))
    Object.defineProperty(c, name, { value: methods[name], writable: true, configurable: true, enumerable: true });
}

// ---------------------------------------------------------------------------------------
// File API https://w3c.github.io/FileAPI/ — Blob and File: bytes in memory. Both hosts
// have them (Node 20: globals from node:buffer). Reading one (text(), arrayBuffer(),
// bytes()) goes through hooks.readBlob: Chromium reads the blob off the main thread and
// resolves in a task 1 ms later; Node resolves in a microtask.
// SIMPLIFIED: no stream(). URL.createObjectURL: the blob URL store below (fetch's).

const blobEncoder = new TextEncoder();
function blobBytes(b) { return b._bytes; }
function normalizeBlobType(t) {
  t = String(t);
  for (let i = 0; i < t.length; i++) { const c = t.charCodeAt(i); if (c < 0x20 || c > 0x7E) return ''; }
  return t.toLowerCase();
}
function readBlob(blob, label, convert) {
  const bytes = blobBytes(blob);
  return hooks.readBlob(label, () => convert(bytes));
}
function copyBytes(p) {
  if (p instanceof ArrayBuffer) return new Uint8Array(p.slice(0));
  return new Uint8Array(p.buffer.slice(p.byteOffset, p.byteOffset + p.byteLength));
}
class Blob {
  constructor(parts, options) {
    const chunks = [];
    if (parts !== undefined && parts !== null || isNode() && parts === null) {
      if ((typeof parts !== 'object' && typeof parts !== 'function') || parts === null || typeof parts[Symbol.iterator] !== 'function') {
        if (isNode()) throw codedError(TypeError, 'ERR_INVALID_ARG_TYPE', 'The "sources" argument must be a sequence.' + describeReceived(parts));
        throw new TypeError("Failed to construct '" + new.target.name + "': The provided value cannot be converted to a sequence.");
      }
      for (const p of parts) {
        if (p instanceof Blob) chunks.push(blobBytes(p));
        else if (p instanceof ArrayBuffer || ArrayBuffer.isView(p)) chunks.push(copyBytes(p));
        else chunks.push(blobEncoder.encode(String(p)));
      }
    }
    let size = 0;
    for (const c of chunks) size += c.length;
    const bytes = new Uint8Array(size);
    let at = 0;
    for (const c of chunks) { bytes.set(c, at); at += c.length; }
    hidden(this, '_bytes', bytes);
    hidden(this, '_type', options && options.type !== undefined ? normalizeBlobType(options.type) : '');
  }
  get size() { return this._bytes.length; }
  get type() { return this._type; }
  // §3.3.1 slice(start, end, contentType): negative offsets count from the end.
  slice(start, end, contentType) {
    const size = this._bytes.length;
    const clamp = (v, d) => { if (v === undefined) return d; v = Math.trunc(Number(v)) || 0; return v < 0 ? Math.max(size + v, 0) : Math.min(v, size); };
    const from = clamp(start, 0), to = clamp(end, size);
    const b = new Blob([this._bytes.slice(from, Math.max(from, to))]);
    b._type = contentType === undefined ? '' : normalizeBlobType(contentType);
    return b;
  }
  text() {
    // Node's lib/internal/blob.js reads text as arrayBuffer() then a decode: one hop later.
    if (isNode()) return this.arrayBuffer().then((buffer) => new TextDecoder().decode(buffer));
    return readBlob(this, 'Blob.text()', (bytes) => new TextDecoder().decode(bytes));
  }
  arrayBuffer() { return readBlob(this, 'Blob.arrayBuffer()', (bytes) => bytes.slice().buffer); }
  bytes() { return readBlob(this, 'Blob.bytes()', (bytes) => bytes.slice()); }
  stream() { throw new TypeError('Blob.stream() is not supported by evloop yet'); }
  get [Symbol.toStringTag]() { return 'Blob'; }
}
class File extends Blob {
  constructor(parts, name, options) {
    if (arguments.length < 2) {
      if (isNode()) throw codedError(TypeError, 'ERR_MISSING_ARGS', 'The "fileBits" and "fileName" arguments must be specified');
      throw new TypeError("Failed to construct 'File': 2 arguments required, but only " + arguments.length + ' present.');
    }
    super(parts, options);
    hidden(this, '_name', String(name));
    hidden(this, '_lastModified', options && options.lastModified !== undefined ? Math.trunc(Number(options.lastModified)) || 0 : Date.now());
  }
  get name() { return this._name; }
  get lastModified() { return this._lastModified; }
  get webkitRelativePath() { return ''; }
  get [Symbol.toStringTag]() { return 'File'; }
}

// ---------------------------------------------------------------------------------------
// Fetch §5 https://fetch.spec.whatwg.org/#fetch-api — Headers, Request, Response and the
// Body mixin, shared by both hosts: Chromium's wording ("Failed to execute 'x' on 'Y': …")
// or undici's (Node 20) behind isNode(); Chromium also drops forbidden request headers
// and a response's Set-Cookie (the "request" and "response" guards), undici does not.
// A request's URL is parsed against hooks.baseURL() (the page; Node: none, so a relative
// URL is a TypeError). Reading a body goes through hooks.readBody(label, body), which
// sets the host's timing. A body is a string, a Uint8Array, a Blob or null.
// SIMPLIFIED: no ReadableStream bodies (`body` is null or a marker object), no FormData.

function fetchError(Ctor, chromeWhere, chromeMessage, nodeMessage) {
  return new Ctor(isNode() ? nodeMessage : chromeWhere + chromeMessage);
}
const executeOn = (method, iface) => "Failed to execute '" + method + "' on '" + iface + "': ";
const constructOf = (iface) => "Failed to construct '" + iface + "': ";

// §2.2 HTTP: a header name is a token, a value has no NUL, CR or LF once its leading and
// trailing HTTP whitespace is removed.
function isTokenChar(c) {
  if (c <= 0x20 || c >= 0x7F) return false;
  return '"(),/:;<=>?@[\\]{}'.indexOf(String.fromCharCode(c)) === -1;
}
function isToken(s) {
  if (s.length === 0) return false;
  for (let i = 0; i < s.length; i++) if (!isTokenChar(s.charCodeAt(i))) return false;
  return true;
}
function isHTTPWhitespace(c) { return c === 0x20 || c === 0x09 || c === 0x0A || c === 0x0D; }
function normalizeHeaderValue(v) {
  let from = 0, to = v.length;
  while (from < to && isHTTPWhitespace(v.charCodeAt(from))) from++;
  while (to > from && isHTTPWhitespace(v.charCodeAt(to - 1))) to--;
  return v.slice(from, to);
}
function isHeaderValue(v) {
  for (let i = 0; i < v.length; i++) { const c = v.charCodeAt(i); if (c === 0 || c === 0x0A || c === 0x0D || c > 0xFF) return false; }
  return true;
}
const forbiddenRequestHeaders = ['accept-charset', 'accept-encoding', 'access-control-request-headers', 'access-control-request-method',
  'connection', 'content-length', 'cookie', 'cookie2', 'date', 'dnt', 'expect', 'host', 'keep-alive', 'origin', 'referer',
  'set-cookie', 'te', 'trailer', 'transfer-encoding', 'upgrade', 'via'];
function isForbiddenRequestHeader(name) {
  return forbiddenRequestHeaders.indexOf(name) !== -1 || name.startsWith('proxy-') || name.startsWith('sec-');
}
function checkHeader(method, name, value) {
  const where = method === 'constructor' ? constructOf('Headers') : executeOn(method, 'Headers');
  const nodeWhere = 'Headers.' + (method === 'constructor' ? 'append' : method) + ': ';
  if (!isToken(name)) throw fetchError(TypeError, where, 'Invalid name', nodeWhere + '"' + name + '" is an invalid header name.');
  if (value !== undefined && !isHeaderValue(value)) throw fetchError(TypeError, where, 'Invalid value', nodeWhere + '"' + value + '" is an invalid header value.');
}
function guardAllows(h, name) {
  if (isNode()) return true;
  if (h._guard === 'request') return !isForbiddenRequestHeader(name);
  if (h._guard === 'response') return name !== 'set-cookie' && name !== 'set-cookie2';
  return true;
}
function checkMutable(h, method) {
  if (h._guard === 'immutable') throw fetchError(TypeError, executeOn(method, 'Headers'), 'Headers are immutable', 'immutable');
}
function appendHeader(h, name, value, method) {
  value = normalizeHeaderValue(String(value));
  name = String(name);
  checkHeader(method, name, value);
  checkMutable(h, 'append');
  const lower = name.toLowerCase();
  if (guardAllows(h, lower)) h._list.push([lower, value]);
}
// §5.2 "fill": a sequence of [name, value] pairs, another Headers, or a record.
function fillHeaders(h, init) {
  if (init === undefined || init === null) {
    if (init === null) throw fetchError(TypeError, constructOf('Headers'), "The provided value is not of type '(record<ByteString, ByteString> or sequence<sequence<ByteString>>)'.", 'Headers constructor: Argument 1 could not be converted to one of: sequence<sequence<ByteString>>, record<ByteString, ByteString>.');
    return;
  }
  if (typeof init !== 'object' && typeof init !== 'function')
    throw fetchError(TypeError, constructOf('Headers'), "The provided value is not of type '(record<ByteString, ByteString> or sequence<sequence<ByteString>>)'.", 'Headers constructor: Argument 1 could not be converted to one of: sequence<sequence<ByteString>>, record<ByteString, ByteString>.');
  if (init instanceof Headers) { for (const [k, v] of init._list) appendHeader(h, k, v, 'constructor'); return; }
  if (typeof init[Symbol.iterator] === 'function') {
    for (const pair of init) {
      const p = typeof pair === 'string' ? null : Array.from(pair);
      if (p === null || p.length !== 2) throw fetchError(TypeError, constructOf('Headers'), 'Invalid value', 'Headers constructor: expected name/value pair to be length 2, found ' + (p === null ? 0 : p.length) + '.');
      appendHeader(h, p[0], p[1], 'constructor');
    }
    return;
  }
  for (const k of Object.keys(init)) appendHeader(h, k, init[k], 'constructor');
}
// §2.2 "sort and combine": by name, the values of a name joined with ", ", except
// Set-Cookie whose values stay separate.
function sortAndCombine(list) {
  const names = [];
  for (const [k] of list) if (names.indexOf(k) === -1) names.push(k);
  names.sort();
  const out = [];
  for (const name of names) {
    const values = list.filter((p) => p[0] === name).map((p) => p[1]);
    if (name === 'set-cookie') for (const v of values) out.push([name, v]);
    else out.push([name, values.join(', ')]);
  }
  return out;
}
const headersIteratorPrototype = Object.create(Object.getPrototypeOf(Object.getPrototypeOf([][Symbol.iterator]())));
headersIteratorPrototype.next = function next() { return this._next(); };
Object.defineProperty(headersIteratorPrototype, 'next', { enumerable: false });
Object.defineProperty(headersIteratorPrototype, Symbol.toStringTag, { value: 'Headers Iterator', configurable: true });
function headersIterator(h, pick) {
  let i = 0;
  const it = Object.create(headersIteratorPrototype);
  hidden(it, '_next', () => {
    const pairs = sortAndCombine(h._list);
    if (i >= pairs.length) return { value: undefined, done: true };
    return { value: pick(pairs[i++]), done: false };
  });
  return it;
}
function newHeaders(guard, init) {
  const h = new Headers();
  h._guard = guard;
  if (init !== undefined) fillHeaders(h, init);
  return h;
}
class Headers {
  constructor(init) {
    hidden(this, '_list', []);
    hidden(this, '_guard', 'none');
    if (init !== undefined) fillHeaders(this, init);
  }
  append(name, value) { appendHeader(this, name, value, 'append'); }
  delete(name) {
    name = String(name);
    checkHeader('delete', name);
    checkMutable(this, 'delete');
    const lower = name.toLowerCase();
    if (!guardAllows(this, lower)) return;
    this._list = this._list.filter((p) => p[0] !== lower);
  }
  get(name) {
    name = String(name);
    checkHeader('get', name);
    const lower = name.toLowerCase();
    const values = this._list.filter((p) => p[0] === lower).map((p) => p[1]);
    return values.length ? values.join(', ') : null;
  }
  getSetCookie() { return this._list.filter((p) => p[0] === 'set-cookie').map((p) => p[1]); }
  has(name) {
    name = String(name);
    checkHeader('has', name);
    const lower = name.toLowerCase();
    return this._list.some((p) => p[0] === lower);
  }
  set(name, value) {
    value = normalizeHeaderValue(String(value));
    name = String(name);
    checkHeader('set', name, value);
    checkMutable(this, 'set');
    const lower = name.toLowerCase();
    if (!guardAllows(this, lower)) return;
    const at = this._list.findIndex((p) => p[0] === lower);
    if (at === -1) { this._list.push([lower, value]); return; }
    this._list[at][1] = value;
    this._list = this._list.filter((p, i) => i <= at || p[0] !== lower);
  }
  forEach(callback, thisArg) {
    if (typeof callback !== 'function') throw fetchError(TypeError, executeOn('forEach', 'Headers'), "The callback provided as parameter 1 is not a function.", 'Headers.forEach: Argument 1 could not be converted to: Function.');
    for (let i = 0; ; i++) {
      const pairs = sortAndCombine(this._list);
      if (i >= pairs.length) break;
      callback.call(thisArg, pairs[i][1], pairs[i][0], this);
    }
  }
  entries() { return headersIterator(this, (p) => [p[0], p[1]]); }
  keys() { return headersIterator(this, (p) => p[0]); }
  values() { return headersIterator(this, (p) => p[1]); }
  [Symbol.iterator]() { return this.entries(); }
  get [Symbol.toStringTag]() { return 'Headers'; }
}

// §5.3 BodyInit: the body and its Content-Type (null when it has none).
function extractBody(object) {
  if (typeof object === 'string') return { body: object, type: 'text/plain;charset=UTF-8' };
  if (object instanceof Blob) return { body: object, type: object.type || null };
  if (object instanceof ArrayBuffer || ArrayBuffer.isView(object)) return { body: copyBytes(object), type: null };
  if (object instanceof URLSearchParams) return { body: object.toString(), type: 'application/x-www-form-urlencoded;charset=UTF-8' };
  return { body: String(object), type: 'text/plain;charset=UTF-8' };
}
// The body's bytes or text at once (to send it, or when a host reads it).
function bodyText(body) {
  if (body === null || body === undefined) return '';
  if (typeof body === 'string') return body;
  if (body instanceof Blob) return new TextDecoder().decode(blobBytes(body));
  return new TextDecoder().decode(body);
}
function bodyBytes(body) {
  if (body === null || body === undefined) return new Uint8Array(0);
  if (typeof body === 'string') return blobEncoder.encode(body);
  if (body instanceof Blob) return blobBytes(body);
  return body;
}
// §5.3 Body mixin "consume body": a used body is a TypeError; otherwise the host reads it
// (its timing), then the bytes become the asked-for value.
function consumeBody(object, iface, method, convert) {
  if (object._used) {
    return Promise.reject(fetchError(TypeError, executeOn(method, iface), 'body stream already read', 'Body is unusable: Body has already been read'));
  }
  if (object._body !== null) object._used = true;
  return hooks.readBody(iface + ' body', object._body).then((raw) => convert(raw, object));
}
// The body's MIME type for blob(): Content-Type lower-cased; undici serializes the parsed
// type (no whitespace around the parameters: "text/plain;charset=utf-8").
function mimeOf(object) {
  const t = object._headers.get('content-type');
  if (t === null) return '';
  if (!isNode()) return normalizeBlobType(t);
  return normalizeBlobType(t.split(';').map((part) => part.split('=').map((s) => normalizeHeaderValue(s)).join('=')).join(';'));
}
const bodyMixin = {
  get body() { return this._body === null ? null : bodyStreamMarker; },
  get bodyUsed() { return this._used; },
  text() { return consumeBody(this, this._iface, 'text', (raw) => bodyText(raw)); },
  json() {
    const iface = this._iface;
    return consumeBody(this, iface, 'json', (raw) => {
      try { return JSON.parse(bodyText(raw)); } catch (e) {
        if (!isNode() && e instanceof SyntaxError) throw new SyntaxError(executeOn('json', iface) + e.message);
        throw e;
      }
    });
  },
  arrayBuffer() { return consumeBody(this, this._iface, 'arrayBuffer', (raw) => bodyBytes(raw).slice().buffer); },
  bytes() { return consumeBody(this, this._iface, 'bytes', (raw) => bodyBytes(raw).slice()); },
  blob() { return consumeBody(this, this._iface, 'blob', (raw, o) => { const b = new Blob([bodyBytes(raw)]); b._type = mimeOf(o); return b; }); },
};
const bodyStreamMarker = Object.freeze({ locked: false });
function mixBody(Ctor) {
  for (const name of Object.getOwnPropertyNames(bodyMixin)) {
    const d = Object.getOwnPropertyDescriptor(bodyMixin, name);
    d.enumerable = true;
    Object.defineProperty(Ctor.prototype, name, d);
  }
}
function setBody(object, init, headers) {
  if (init === undefined || init === null) { hidden(object, '_body', null); return; }
  const { body, type } = extractBody(init);
  hidden(object, '_body', body);
  if (type !== null && !headers.has('content-type')) headers._list.push(['content-type', type]);
}

// §5.4 Request class
const normalizedMethods = ['DELETE', 'GET', 'HEAD', 'OPTIONS', 'POST', 'PUT'];
function normalizeMethod(method) {
  method = String(method);
  if (!isToken(method)) throw fetchError(TypeError, constructOf('Request'), "'" + method + "' is not a valid HTTP method.", "'" + method + "' is not a valid HTTP method.");
  const upper = method.toUpperCase();
  if (upper === 'CONNECT' || upper === 'TRACE' || upper === 'TRACK')
    throw fetchError(TypeError, constructOf('Request'), "'" + method + "' HTTP method is unsupported.", "'" + method + "' HTTP method is unsupported.");
  return normalizedMethods.indexOf(upper) !== -1 ? upper : method;
}
// RequestInit's enumerations (WebIDL: a value outside one is a TypeError).
const requestEnums = {
  cache: ['RequestCache', 'default', 'no-store', 'reload', 'no-cache', 'force-cache', 'only-if-cached'],
  credentials: ['RequestCredentials', 'omit', 'same-origin', 'include'],
  mode: ['RequestMode', 'navigate', 'same-origin', 'no-cors', 'cors'],
  redirect: ['RequestRedirect', 'follow', 'error', 'manual'],
  referrerPolicy: ['ReferrerPolicy', '', 'no-referrer', 'no-referrer-when-downgrade', 'same-origin', 'origin', 'strict-origin',
    'origin-when-cross-origin', 'strict-origin-when-cross-origin', 'unsafe-url'],
};
function requestEnum(member, value) {
  const v = String(value);
  const allowed = requestEnums[member];
  if (allowed.indexOf(v, 1) === -1)
    throw fetchError(TypeError, constructOf('Request'), "Failed to read the '" + member + "' property from 'RequestInit': The provided value '" + v + "' is not a valid enum value of type " + allowed[0] + '.',
      'Request constructor: ' + v + ' is not an accepted type. Expected one of ' + allowed.slice(1).join(', ') + '.');
  return v;
}
function followSignal(signal, source) {
  if (!source) return;
  if (source.aborted) signalAbort(signal, source.reason);
  else addAbortAlgorithm(source, () => signalAbort(signal, source.reason));
}
class Request {
  constructor(input, init) {
    if (arguments.length < 1) throw fetchError(TypeError, constructOf('Request'), '1 argument required, but only 0 present.', 'Request constructor: 1 argument required, but 0 found.');
    init = init === undefined || init === null ? {} : init;
    let url, method = 'GET', headersInit, body = null, signal = null, source = null;
    const opts = { mode: 'cors', credentials: 'same-origin', cache: 'default', redirect: 'follow', referrer: 'about:client', referrerPolicy: '', integrity: '', keepalive: false };
    if (input instanceof Request) {
      source = input;
      url = input._url; method = input._method; body = input._body; signal = input._signal;
      headersInit = input._headers;
      for (const k of Object.keys(opts)) opts[k] = input._opts[k];
    } else {
      const text = String(input);
      const base = hooks.baseURL();
      try { url = base === null ? new URL(text).href : new URL(text, base).href; } catch (e) {
        throw fetchError(TypeError, constructOf('Request'), 'Failed to parse URL from ' + text, 'Failed to parse URL from ' + text);
      }
    }
    if (init.method !== undefined) method = normalizeMethod(init.method);
    for (const k of Object.keys(requestEnums)) if (init[k] !== undefined) opts[k] = requestEnum(k, init[k]);
    if (init.integrity !== undefined) opts.integrity = String(init.integrity);
    if (init.keepalive !== undefined) opts.keepalive = !!init.keepalive;
    if (init.signal !== undefined) signal = init.signal;
    if (init.headers !== undefined) headersInit = init.headers;
    const headers = newHeaders(isNode() ? 'none' : 'request', headersInit);
    hidden(this, '_url', url);
    hidden(this, '_method', method);
    hidden(this, '_headers', headers);
    hidden(this, '_opts', opts);
    hidden(this, '_used', false);
    hidden(this, '_iface', 'Request');
    const hasBody = init.body !== undefined && init.body !== null;
    if ((hasBody || body !== null && init.body === undefined) && (method === 'GET' || method === 'HEAD'))
      throw fetchError(TypeError, constructOf('Request'), 'Request with GET/HEAD method cannot have body.', 'Request with GET/HEAD method cannot have body.');
    if (hasBody) setBody(this, init.body, headers);
    else {
      if (source !== null && source._used) throw fetchError(TypeError, constructOf('Request'), 'Cannot construct a Request with a Request object that has already been used.', 'Cannot construct a Request with a Request object that has already been used.');
      hidden(this, '_body', init.body === null ? null : body);
      // The new request takes the source's body: the source is used.
      if (source !== null && body !== null && init.body === undefined) source._used = true;
    }
    const own = createSignal();
    followSignal(own, signal);
    hidden(this, '_signal', own);
  }
  get url() { return this._url; }
  get method() { return this._method; }
  get headers() { return this._headers; }
  get signal() { return this._signal; }
  get mode() { return this._opts.mode; }
  get credentials() { return this._opts.credentials; }
  get cache() { return this._opts.cache; }
  get redirect() { return this._opts.redirect; }
  get referrer() { return this._opts.referrer; }
  get referrerPolicy() { return this._opts.referrerPolicy; }
  get integrity() { return this._opts.integrity; }
  get keepalive() { return this._opts.keepalive; }
  get destination() { return ''; }
  get duplex() { return 'half'; }
  clone() {
    if (this._used) throw fetchError(TypeError, executeOn('clone', 'Request'), 'Request body is already used', 'unusable');
    const r = new Request(this._url, { method: this._method, headers: [], signal: this._signal });
    for (const p of this._headers._list) r._headers._list.push([p[0], p[1]]);
    r._body = this._body;
    Object.assign(r._opts, this._opts);
    return r;
  }
  get [Symbol.toStringTag]() { return 'Request'; }
}
mixBody(Request);

// §5.5 Response class
const nullBodyStatuses = [101, 103, 204, 205, 304];
const redirectStatuses = [301, 302, 303, 307, 308];
// A response the network (or Response.error/redirect) made: no checks, its own headers.
function makeResponse(state) {
  const r = Object.create(Response.prototype);
  hidden(r, '_status', state.status === undefined ? 200 : state.status);
  hidden(r, '_statusText', state.statusText || '');
  hidden(r, '_headers', newHeaders(state.guard || 'immutable'));
  for (const p of state.headers || []) r._headers._list.push([String(p[0]).toLowerCase(), String(p[1])]);
  hidden(r, '_body', state.body === undefined ? null : state.body);
  hidden(r, '_used', false);
  hidden(r, '_type', state.type || 'basic');
  hidden(r, '_url', state.url || '');
  hidden(r, '_redirected', !!state.redirected);
  hidden(r, '_iface', 'Response');
  return r;
}
function initResponse(r, init, body, where) {
  const status = init.status === undefined ? 200 : Number(init.status);
  if (!(status >= 200 && status <= 599) || Math.trunc(status) !== status)
    throw fetchError(RangeError, where, 'The status provided (' + status + ') is outside the range [200, 599].', 'init["status"] must be in the range of 200 to 599, inclusive.');
  const statusText = init.statusText === undefined ? '' : String(init.statusText);
  for (let i = 0; i < statusText.length; i++) {
    const c = statusText.charCodeAt(i);
    if (c === 0x0A || c === 0x0D || c > 0xFF) throw fetchError(TypeError, where, 'Invalid statusText', 'Invalid statusText');
  }
  r._status = status;
  r._statusText = statusText;
  if (init.headers !== undefined) fillHeaders(r._headers, init.headers);
  if (body !== null) {
    if (nullBodyStatuses.indexOf(status) !== -1)
      throw fetchError(TypeError, where, 'Response with null body status cannot have body', 'Response constructor: Invalid response status code ' + status);
    r._body = body.body;
    if (body.type !== null && !r._headers.has('content-type')) r._headers._list.push(['content-type', body.type]);
  }
}
class Response {
  constructor(body, init) {
    init = init === undefined || init === null ? {} : init;
    hidden(this, '_status', 200);
    hidden(this, '_statusText', '');
    hidden(this, '_headers', newHeaders('response'));
    hidden(this, '_body', null);
    hidden(this, '_used', false);
    hidden(this, '_type', 'default');
    hidden(this, '_url', '');
    hidden(this, '_redirected', false);
    hidden(this, '_iface', 'Response');
    initResponse(this, init, body === undefined || body === null ? null : extractBody(body), constructOf('Response'));
  }
  static error() { return makeResponse({ status: 0, type: 'error' }); }
  static redirect(url, status) {
    const text = String(url);
    let parsed;
    const base = hooks.baseURL();
    try { parsed = base === null ? new URL(text).href : new URL(text, base).href; } catch (e) {
      throw fetchError(TypeError, executeOn('redirect', 'Response'), 'Failed to parse URL from ' + text, 'Failed to parse URL from ' + text);
    }
    status = status === undefined ? 302 : Number(status);
    if (redirectStatuses.indexOf(status) === -1) throw fetchError(RangeError, executeOn('redirect', 'Response'), 'Invalid status code', 'Invalid status code ' + status);
    return makeResponse({ status, type: 'default', headers: [['location', parsed]] });
  }
  static json(data, init) {
    const text = JSON.stringify(data);
    if (text === undefined) throw fetchError(TypeError, executeOn('json', 'Response'), 'The data is not JSON serializable', 'Value is not JSON serializable');
    const r = new Response();
    initResponse(r, init === undefined || init === null ? {} : init, { body: text, type: 'application/json' }, executeOn('json', 'Response'));
    return r;
  }
  get type() { return this._type; }
  get url() { return this._url; }
  get redirected() { return this._redirected; }
  get status() { return this._status; }
  get ok() { return this._status >= 200 && this._status <= 299; }
  get statusText() { return this._statusText; }
  get headers() { return this._headers; }
  clone() {
    if (this._used) throw fetchError(TypeError, executeOn('clone', 'Response'), 'Response body is already used', 'Response.clone: Body has already been consumed.');
    return makeResponse({ status: this._status, statusText: this._statusText, guard: this._headers._guard, headers: this._headers._list,
      body: this._body, type: this._type, url: this._url, redirected: this._redirected });
  }
  get [Symbol.toStringTag]() { return 'Response'; }
}
mixBody(Response);

// ---------------------------------------------------------------------------------------
// MessagePorts that a message transfers to another thread: each is a marker in the clone
// ({ [PORT_MARK]: its index in the transfer list }), replaced on the other side by the new
// port (both hosts' worker halves).
const PORT_MARK = '__evloopTransferredPort';
function placePorts(value, ports) {
  if (ports.length === 0) return value;
  const seen = new Set();
  const place = (v) => {
    if (v === null || typeof v !== 'object') return v;
    if (Object.prototype.hasOwnProperty.call(v, PORT_MARK)) return ports[v[PORT_MARK]];
    if (seen.has(v)) return v;
    seen.add(v);
    if (v instanceof Map) {
      const entries = [...v];
      v.clear();
      for (const [k, x] of entries) v.set(place(k), place(x));
    } else if (v instanceof Set) {
      const items = [...v];
      v.clear();
      for (const x of items) v.add(place(x));
    } else {
      for (const k of Object.keys(v)) v[k] = place(v[k]);
    }
    return v;
  };
  return place(value);
}

// ---------------------------------------------------------------------------------------
// Fetch §4.2 scheme fetch for the URLs that need no network: data: (Fetch §4.2 "data" and
// the data: URL processor https://fetch.spec.whatwg.org/#data-url-processor) and blob:
// (File API §8 https://w3c.github.io/FileAPI/#url, the blob URL store). Both hosts' fetch()
// answer them from here; each host says when.

const forgivingBase64Decode = globalThis.atob; // the native one, whatever a program does to atob
function isQuotedStringTokenCodePoints(s) {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (!(c === 0x09 || (c >= 0x20 && c <= 0x7E) || (c >= 0x80 && c <= 0xFF))) return false;
  }
  return true;
}
// MIME Sniffing §4.4 parse a MIME type: { type, subtype, params: [[name, value]] }, or null.
function parseMimeType(input) {
  input = normalizeHeaderValue(input);
  const slash = input.indexOf('/');
  if (slash <= 0 || !isToken(input.slice(0, slash))) return null;
  let pos = input.indexOf(';', slash + 1);
  if (pos === -1) pos = input.length;
  const subtype = normalizeHeaderValue(input.slice(slash + 1, pos));
  if (subtype === '' || !isToken(subtype)) return null;
  const mime = { type: input.slice(0, slash).toLowerCase(), subtype: subtype.toLowerCase(), params: [] };
  while (pos < input.length) {
    pos++; // the ';'
    while (pos < input.length && isHTTPWhitespace(input.charCodeAt(pos))) pos++;
    let end = pos;
    while (end < input.length && input[end] !== ';' && input[end] !== '=') end++;
    const name = input.slice(pos, end).toLowerCase();
    pos = end;
    if (pos < input.length && input[pos] === ';') continue;
    pos++; // the '='
    if (pos >= input.length) break;
    let value = '';
    if (input[pos] === '"') { // collect an HTTP quoted string, its value only
      pos++;
      while (pos < input.length && input[pos] !== '"') {
        if (input[pos] === '\\') pos++; // a backslash escapes the next character (one at the end stays)
        value += pos < input.length ? input[pos++] : '\\';
      }
      while (pos < input.length && input[pos] !== ';') pos++;
    } else {
      end = input.indexOf(';', pos);
      if (end === -1) end = input.length;
      value = normalizeHeaderValue(input.slice(pos, end));
      pos = end;
      if (value === '') continue;
    }
    if (name !== '' && isToken(name) && isQuotedStringTokenCodePoints(value) && !mime.params.some((p) => p[0] === name))
      mime.params.push([name, value]);
  }
  return mime;
}
// §4.5 serialize a MIME type.
function serializeMimeType(mime) {
  let s = mime.type + '/' + mime.subtype;
  for (const [name, value] of mime.params)
    s += ';' + name + '=' + (value !== '' && isToken(value) ? value : '"' + value.replace(/(["\\])/g, '\\$1') + '"');
  return s;
}
// The data: URL processor: { type, bytes } (the serialized MIME type, the body), or null
// when it fails (no comma, bad base64): a network error.
function processDataURL(href) {
  const hash = href.indexOf('#');
  const input = (hash === -1 ? href : href.slice(0, hash)).slice('data:'.length);
  const comma = input.indexOf(',');
  if (comma === -1) return null;
  let mimeType = input.slice(0, comma).replace(/^[\t\n\f\r ]+|[\t\n\f\r ]+$/g, '');
  let bytes = percentDecodeBytes(input.slice(comma + 1));
  const base64 = /;\x20*base64$/i.exec(mimeType);
  if (base64) {
    let text = '';
    for (const b of bytes) text += String.fromCharCode(b); // isomorphic decode
    let decoded;
    try { decoded = forgivingBase64Decode(text); } catch (e) { return null; }
    bytes = [];
    for (let i = 0; i < decoded.length; i++) bytes.push(decoded.charCodeAt(i));
    mimeType = mimeType.slice(0, base64.index);
  }
  if (mimeType.startsWith(';')) mimeType = 'text/plain' + mimeType;
  const parsed = parseMimeType(mimeType);
  return { type: parsed ? serializeMimeType(parsed) : 'text/plain;charset=US-ASCII', bytes: new Uint8Array(bytes) };
}
// The blob URL store: URL.createObjectURL and revokeObjectURL of both hosts; a URL names
// its Blob until it is revoked. `prefix` is "blob:<origin>/" (a page) or "blob:nodedata:";
// the UUID counts up from 1, so that runs are the same.
const blobURLStore = new Map();
let nextBlobURL = 1;
function addBlobURL(blob, prefix) {
  const n = String(nextBlobURL++);
  const url = prefix + '00000000-0000-4000-8000-' + '0'.repeat(12 - n.length) + n;
  blobURLStore.set(url, blob);
  return url;
}
function revokeBlobURL(url) { blobURLStore.delete(String(url)); }
function blobOfURL(url) { return blobURLStore.get(String(url)); }
// What a fetch of a data: or blob: URL gets: a Response, or null (a network error);
// undefined for any other URL. `blob` is the Blob the URL named when fetch() was called.
function localResponse(href, method, blob) {
  const url = href.replace(/#.*$/s, ''); // a response's URL has no fragment
  if (/^data:/i.test(href)) {
    const data = processDataURL(href);
    if (data === null) return null;
    return makeResponse({ body: data.bytes, status: 200, statusText: 'OK', headers: [['content-type', data.type]], url });
  }
  if (/^blob:/i.test(href)) {
    if (blob === undefined || method !== 'GET') return null;
    const headers = [['content-length', String(blobBytes(blob).length)], ['content-type', blob.type]]; // also an empty type
    return makeResponse({ body: blob, status: 200, statusText: 'OK', headers, url });
  }
  return undefined;
}

// ---------------------------------------------------------------------------------------
// What the hosts use

function defineGlobal(name, value) {
  Object.defineProperty(globalThis, name, { value, writable: true, configurable: true, enumerable: false });
}
exportsObject.init = function init(hostName, hostHooks) {
  host = hostName;
  Object.assign(hooks, hostHooks || {});
  for (const [name, value] of Object.entries({ Event, CustomEvent, EventTarget, AbortController, AbortSignal, DOMException, URL, URLSearchParams }))
    defineGlobal(name, value);
  for (const name of Object.keys(userTiming)) if (typeof performance[name] !== 'function') Object.defineProperty(performance, name, { value: userTiming[name], writable: true, configurable: true, enumerable: true });
  for (const [name, value] of Object.entries({ PerformanceEntry, PerformanceMark, PerformanceMeasure, PerformanceObserver, PerformanceObserverEntryList })) defineGlobal(name, value);
};
Object.assign(exportsObject, {
  Event, CustomEvent, EventTarget, AbortController, AbortSignal, DOMException, URL, URLSearchParams, MessageEvent,
  addListener, removeListener, dispatch, defineHandler, handlerSetter, listenersOf, signalAbort, addAbortAlgorithm, createSignal,
  abortError, timeoutError, codedError, describeReceived, inspectCustom, Blob, File, blobBytes, PORT_MARK, placePorts, Headers, Request, Response, makeResponse, bodyText, installConsoleExtras, PerformanceObserver, PerformanceObserverEntryList,
  processDataURL, addBlobURL, revokeBlobURL, blobOfURL, localResponse,
});
