// evloop's browser host, the JavaScript half: the DOM (a small one: nodes, elements with
// form-control state, styles, UI events from simulated input), timers,
// requestAnimationFrame, requestIdleCallback, MessageChannel, postMessage,
// MutationObserver, scheduler and TaskController, fetch, localStorage. Event, EventTarget,
// AbortController, URL, DOMException and performance marks come from js/web.js, shared
// with the node host. The event loop itself is C++ (core/loop/browser/). The files of
// core/loop/js/browser/ are one script, joined in the order of their numbers
// (core/CMakeLists.txt); each holds one concept. This code runs inside the VM as
// "internal" code, which the trace, the stepper and stack traces skip. It must stay
// within evloop's JavaScript subset.
'use strict';
const B = this.binding;
const exportsObject = this;
const win = globalThis;

function defineGlobal(name, value) {
  Object.defineProperty(win, name, { value, writable: true, configurable: true, enumerable: false });
}
// HTML §8.1.4.7 Runtime script errors, "report an exception"
// https://html.spec.whatwg.org/multipage/webappapis.html#report-the-exception
// An ErrorEvent (message "Uncaught …", error, filename, lineno, colno) is fired at the
// window; the console shows the error unless a listener canceled the event. True if
// the error is still to be shown. An error thrown by an 'error' listener itself is
// shown without a new event.
let inErrorEvent = false;
let errorFilename = 'http://evloop.test/main.js'; // the script of this realm (a worker's: its URL)
function errorText(e) {
  if (e instanceof Error || (e !== null && typeof e === 'object' && typeof e.name === 'string' && 'message' in e)) {
    try { return String(Error.prototype.toString.call(e)); } catch (x) { return 'Error'; }
  }
  try { return String(e); } catch (x) { return typeof e; }
}
function fireErrorEvent(e) {
  if (inErrorEvent) return true;
  // The location is the first frame of the error's stack (where it was created), in
  // the page's script http://evloop.test/main.js.
  let lineno = 0, colno = 0;
  const stack = e !== null && typeof e === 'object' ? Object.getOwnPropertyDescriptor(e, 'stack') : undefined;
  if (stack && typeof stack.value === 'string') {
    const at = stack.value.split('\n').find((line) => /^\s+at /.test(line));
    const m = at && /:(\d+):(\d+)\)?\s*$/.exec(at);
    if (m) { lineno = Number(m[1]); colno = Number(m[2]); }
  }
  const event = new ErrorEvent('error', { cancelable: true, message: 'Uncaught ' + errorText(e), error: e,
    filename: lineno ? errorFilename : '', lineno, colno });
  inErrorEvent = true;
  let notCanceled = true;
  try { notCanceled = dispatch(win, event, true); } finally { inErrorEvent = false; }
  // In a worker, an error its listeners did not cancel goes on to its Worker object
  // (js/browser/12-workers.js), where it is reported if no one cancels it there either.
  if (notCanceled && workerScope) {
    B.workerError(event.message, event.filename, lineno, colno);
    return false;
  }
  return notCanceled;
}
function reportException(e) {
  if (fireErrorEvent(e)) B.report('Uncaught ' + B.describeError(e));
}
function typeError(message) { return new TypeError(message); }

// Event, EventTarget, AbortController, URL, ... are shared with the node host (js/web.js).
const W = B.web;
const { Event, CustomEvent, EventTarget, AbortController, AbortSignal, DOMException, addListener, removeListener, dispatch } = W;
function domException(name, message) { return new DOMException(message, name); }
function defineHandler(target, name) {
  W.defineHandler(target, name, (holder, type) => { if (holder instanceof MessagePort && type === 'message') holder.start(); });
}
// The parent in the event path: node → parent → document → window; a shadow root's is
// its host, for a composed event (DOM §4.8 "get the parent").
function parentForEvent(target, event) {
  if (target instanceof Node) {
    if (target.parentNode) return target.parentNode;
    if (target === document) return win;
    if (target instanceof ShadowRoot) return event && event._s.composed ? target._host : null;
  }
  return null;
}
W.init('browser', {
  parentOf: parentForEvent,
  retargets: retargetsForEvent,
  // The browser invoked this listener itself: the JavaScript stack is empty again.
  afterListener: (hostDispatch) => { if (hostDispatch) B.checkpoint(); },
  reportException,
  setTimer: (fn, ms) => B.setTimer(fn, ms, [], false),
  captureFirstAtTarget: true,
  inspect: (v) => B.inspect(v),
  queueObserverTask: (fn) => B.queueTask('performance timeline', 'PerformanceObserver callback', fn, 0, -1, []),
  note: (text) => B.note(text),
  baseURL: () => currentEntry().url,
  readBlob: (label, read) => new Promise((resolve) => B.queueTask('file reading', label, () => resolve(read()), 1, -1, [])),
  // A Blob body is read first (a task), then streamed out (another).
  readBody: (label, body) => {
    const stream = () => new Promise((resolve) => B.queueTask('networking', 'response body', () => resolve(body), 0.1, -1, []));
    return body instanceof W.Blob ? body.text().then(stream) : stream();
  },
});
// ES2024 §24.1.2.1 Map.groupBy and §20.1.2.12 Object.groupBy: Chromium has them, Node 20
// does not (so the engine leaves them out and this host adds them, with Array.fromAsync).
// https://tc39.es/ecma262/#sec-groupby
function groupBy(items, callback, toKey) {
  if (items === null || items === undefined) throw typeError('Cannot convert undefined or null to object');
  if (typeof callback !== 'function') throw typeError(String(callback) + ' is not a function');
  const groups = [];
  let k = 0;
  for (const value of items) {
    const key = toKey(callback(value, k++));
    const group = groups.find((g) => Object.is(g.key, key));
    if (group) group.elements.push(value); else groups.push({ key, elements: [value] });
  }
  return groups;
}
// ES2026 Array.fromAsync (in Chromium since 121, not in Node 20): async iterables, then
// sync iterables (each value awaited, as CreateAsyncFromSyncIterator does), then array-likes.
// SIMPLIFIED: the result is always an Array (a subclass's constructor is not used).
async function fromAsync(items, mapfn, thisArg) {
  if (mapfn !== undefined && typeof mapfn !== 'function') throw typeError(String(mapfn) + ' is not a function');
  if (items === null || items === undefined) throw typeError(String(items) + ' is not iterable');
  const out = [];
  let k = 0;
  if (items[Symbol.asyncIterator] != null || items[Symbol.iterator] != null) {
    for await (const v of items) { out.push(mapfn ? await mapfn.call(thisArg, v, k) : v); k++; }
    return out;
  }
  const o = Object(items);
  const len = Math.min(Math.max(Math.trunc(Number(o.length)) || 0, 0), Number.MAX_SAFE_INTEGER);
  for (; k < len; k++) { const v = await o[k]; out.push(mapfn ? await mapfn.call(thisArg, v, k) : v); }
  return out;
}
for (const [target, name, make] of [
  [Array, 'fromAsync', fromAsync],
  [Object, 'groupBy', (items, cb) => {
    const out = Object.create(null);
    for (const g of groupBy(items, cb, (key) => typeof key === 'symbol' ? key : String(key))) out[g.key] = g.elements;
    return out;
  }],
  [Map, 'groupBy', (items, cb) => new Map(groupBy(items, cb, (key) => Object.is(key, -0) ? 0 : key).map((g) => [g.key, g.elements]))],
]) {
  if (typeof target[name] !== 'function') {
    Object.defineProperty(make, 'name', { value: name });
    Object.defineProperty(make, 'length', { value: name === 'fromAsync' ? 1 : 2 });
    Object.defineProperty(target, name, { value: make, writable: true, configurable: true, enumerable: false });
  }
}
// SIMPLIFIED: console.table prints the text table Node prints (DevTools draws a grid).
W.installConsoleExtras({
  inspect: (v) => B.inspect(v),
  warn: (text) => console.warn(text),
  format: (...args) => args.map((a) => typeof a === 'string' ? a : B.inspect(a)).join(' '),
  invalidProperties: () => new TypeError("Failed to execute 'table' on 'console': parameter 2 is not an array."),
});

// UI Events https://w3c.github.io/uievents/
class UIEvent extends Event {
  constructor(type, init) { super(...arguments); this._s.view = init && init.view || null; this._s.uiDetail = init && init.detail || 0; }
  get view() { return this._s.view; }
  get detail() { return this._s.uiDetail; }
}
function modifiers(e, init) {
  e._s.ctrlKey = !!init.ctrlKey; e._s.shiftKey = !!init.shiftKey; e._s.altKey = !!init.altKey; e._s.metaKey = !!init.metaKey;
}
class MouseEvent extends UIEvent {
  constructor(type, init) {
    super(...arguments);
    init = init || {};
    const s = this._s;
    s.clientX = Number(init.clientX) || 0; s.clientY = Number(init.clientY) || 0;
    s.screenX = Number(init.screenX) || 0; s.screenY = Number(init.screenY) || 0;
    s.button = Number(init.button) || 0; s.buttons = Number(init.buttons) || 0; s.relatedTarget = init.relatedTarget || null;
    modifiers(this, init);
  }
  get clientX() { return this._s.clientX; }
  get clientY() { return this._s.clientY; }
  get x() { return this._s.clientX; }
  get y() { return this._s.clientY; }
  get pageX() { return this._s.clientX; }
  get pageY() { return this._s.clientY; }
  get offsetX() { return this._s.clientX; }
  get offsetY() { return this._s.clientY; }
  get screenX() { return this._s.screenX; }
  get screenY() { return this._s.screenY; }
  get button() { return this._s.button; }
  get buttons() { return this._s.buttons; }
  get relatedTarget() { return this._s.relatedTarget; }
  get ctrlKey() { return this._s.ctrlKey; }
  get shiftKey() { return this._s.shiftKey; }
  get altKey() { return this._s.altKey; }
  get metaKey() { return this._s.metaKey; }
  getModifierState(key) { return keyModifier(this, key); }
}
function keyModifier(e, key) {
  return key === 'Control' ? e._s.ctrlKey : key === 'Shift' ? e._s.shiftKey : key === 'Alt' ? e._s.altKey : key === 'Meta' ? e._s.metaKey : false;
}
class PointerEvent extends MouseEvent {
  constructor(type, init) {
    super(...arguments);
    init = init || {};
    const s = this._s;
    s.pointerId = init.pointerId === undefined ? 0 : Number(init.pointerId);
    s.pointerType = init.pointerType === undefined ? '' : String(init.pointerType);
    s.isPrimary = !!init.isPrimary;
    s.width = init.width === undefined ? 1 : Number(init.width); s.height = init.height === undefined ? 1 : Number(init.height);
    s.pressure = Number(init.pressure) || 0;
  }
  get pointerId() { return this._s.pointerId; }
  get pointerType() { return this._s.pointerType; }
  get isPrimary() { return this._s.isPrimary; }
  get width() { return this._s.width; }
  get height() { return this._s.height; }
  get pressure() { return this._s.pressure; }
}
class KeyboardEvent extends UIEvent {
  constructor(type, init) {
    super(...arguments);
    init = init || {};
    const s = this._s;
    s.key = init.key === undefined ? '' : String(init.key); s.code = init.code === undefined ? '' : String(init.code);
    s.location = Number(init.location) || 0; s.repeat = !!init.repeat; s.isComposing = !!init.isComposing;
    // UI Events §7.1 legacy KeyboardEvent attributes: 0 unless the init dictionary gives
    // them (the simulated input passes Chromium's values).
    s.keyCode = init.keyCode >>> 0; s.charCode = init.charCode >>> 0; s.which = init.which >>> 0;
    modifiers(this, init);
  }
  get key() { return this._s.key; }
  get code() { return this._s.code; }
  get location() { return this._s.location; }
  get repeat() { return this._s.repeat; }
  get isComposing() { return this._s.isComposing; }
  get ctrlKey() { return this._s.ctrlKey; }
  get shiftKey() { return this._s.shiftKey; }
  get altKey() { return this._s.altKey; }
  get metaKey() { return this._s.metaKey; }
  get keyCode() { return this._s.keyCode; }
  get charCode() { return this._s.charCode; }
  get which() { return this._s.which; }
  getModifierState(key) { return keyModifier(this, key); }
}
function focusChange(el, type, bubblingType, related) {
  dispatch(el, new FocusEvent(type, { relatedTarget: related || null, composed: true }), false);
  dispatch(el, new FocusEvent(bubblingType, { bubbles: true, relatedTarget: related || null, composed: true }), false);
}
class FocusEvent extends UIEvent {
  constructor(type, init) { super(...arguments); this._s.relatedTarget = init && init.relatedTarget || null; }
  get relatedTarget() { return this._s.relatedTarget; }
}
class InputEvent extends UIEvent {
  constructor(type, init) {
    super(...arguments);
    init = init || {};
    this._s.data = init.data === undefined ? null : init.data;
    this._s.inputType = init.inputType === undefined ? '' : String(init.inputType);
    this._s.isComposing = !!init.isComposing;
    this._s.dataTransfer = init.dataTransfer || null;
  }
  get data() { return this._s.data; }
  get inputType() { return this._s.inputType; }
  get isComposing() { return this._s.isComposing; }
  get dataTransfer() { return this._s.dataTransfer; }
  getTargetRanges() { return []; }
}
// UI Events §5.3 WheelEvent https://w3c.github.io/uievents/#interface-wheelevent
class WheelEvent extends MouseEvent {
  constructor(type, init) {
    super(...arguments);
    init = init || {};
    const s = this._s;
    s.deltaX = Number(init.deltaX) || 0; s.deltaY = Number(init.deltaY) || 0; s.deltaZ = Number(init.deltaZ) || 0;
    s.deltaMode = init.deltaMode >>> 0;
  }
  get deltaX() { return this._s.deltaX; }
  get deltaY() { return this._s.deltaY; }
  get deltaZ() { return this._s.deltaZ; }
  get deltaMode() { return this._s.deltaMode; }
}
for (const [name, value] of [['DOM_DELTA_PIXEL', 0], ['DOM_DELTA_LINE', 1], ['DOM_DELTA_PAGE', 2]]) {
  Object.defineProperty(WheelEvent, name, { value, enumerable: true });
  Object.defineProperty(WheelEvent.prototype, name, { value, enumerable: true });
}
// UI Events §5.6 CompositionEvent; HTML §6.11 DragEvent (no DataTransfer: dataTransfer is
// what the init dictionary gives, else null); CSS AnimationEvent / TransitionEvent;
// XHR ProgressEvent; Clipboard API ClipboardEvent (clipboardData likewise).
class CompositionEvent extends UIEvent {
  constructor(type, init) { super(...arguments); this._s.data = init && init.data !== undefined ? String(init.data) : ''; }
  get data() { return this._s.data; }
}
class DragEvent extends MouseEvent {
  constructor(type, init) { super(...arguments); this._s.dataTransfer = init && init.dataTransfer || null; }
  get dataTransfer() { return this._s.dataTransfer; }
}
class AnimationEvent extends Event {
  constructor(type, init) {
    super(type, init);
    init = init || {};
    this._s.animationName = init.animationName === undefined ? '' : String(init.animationName);
    this._s.elapsedTime = Number(init.elapsedTime) || 0;
    this._s.pseudoElement = init.pseudoElement === undefined ? '' : String(init.pseudoElement);
  }
  get animationName() { return this._s.animationName; }
  get elapsedTime() { return this._s.elapsedTime; }
  get pseudoElement() { return this._s.pseudoElement; }
}
class TransitionEvent extends Event {
  constructor(type, init) {
    super(type, init);
    init = init || {};
    this._s.propertyName = init.propertyName === undefined ? '' : String(init.propertyName);
    this._s.elapsedTime = Number(init.elapsedTime) || 0;
    this._s.pseudoElement = init.pseudoElement === undefined ? '' : String(init.pseudoElement);
  }
  get propertyName() { return this._s.propertyName; }
  get elapsedTime() { return this._s.elapsedTime; }
  get pseudoElement() { return this._s.pseudoElement; }
}
class ProgressEvent extends Event {
  constructor(type, init) {
    super(type, init);
    init = init || {};
    this._s.lengthComputable = !!init.lengthComputable;
    this._s.loaded = Number(init.loaded) || 0;
    this._s.total = Number(init.total) || 0;
  }
  get lengthComputable() { return this._s.lengthComputable; }
  get loaded() { return this._s.loaded; }
  get total() { return this._s.total; }
}
class ClipboardEvent extends Event {
  constructor(type, init) { super(type, init); this._s.clipboardData = init && init.clipboardData || null; }
  get clipboardData() { return this._s.clipboardData; }
}
const MessageEvent = W.MessageEvent;
class PromiseRejectionEvent extends Event {
  constructor(type, init) { super(type, init); this.promise = init.promise; this.reason = init.reason; }
}
class ErrorEvent extends Event {
  constructor(type, init) {
    super(type, init);
    init = init || {};
    this.message = init.message === undefined ? '' : String(init.message);
    this.filename = init.filename === undefined ? '' : String(init.filename);
    this.lineno = Number(init.lineno) >>> 0; this.colno = Number(init.colno) >>> 0;
    this.error = init.error === undefined ? null : init.error;
  }
}

