// evloop's browser host, the JavaScript half: the DOM (a small one: nodes, elements with
// form-control state, styles, UI events from simulated input), timers,
// requestAnimationFrame, requestIdleCallback, MessageChannel, postMessage,
// MutationObserver, scheduler and TaskController, fetch, localStorage. Event, EventTarget,
// AbortController, URL, DOMException and performance marks come from js/web.js, shared
// with the node host. The event loop itself is C++
// (core/loop/browser/); this code runs inside the VM as "internal" code, which the trace,
// the stepper and stack traces skip. It must stay within evloop's JavaScript subset.
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
    filename: lineno ? 'http://evloop.test/main.js' : '', lineno, colno });
  inErrorEvent = true;
  let notCanceled = true;
  try { notCanceled = dispatch(win, event, true); } finally { inErrorEvent = false; }
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

// ---------------------------------------------------------------------------------------
// MutationObserver (DOM §4.3): records batch into one microtask per checkpoint.

const observers = [];
let mutationMicrotaskQueued = false;
class MutationRecord {
  constructor(type, target, init) {
    this.type = type; this.target = target;
    this.addedNodes = init.added || []; this.removedNodes = init.removed || [];
    this.previousSibling = init.previousSibling || null; this.nextSibling = init.nextSibling || null;
    this.attributeName = init.attributeName === undefined ? null : init.attributeName;
    this.attributeNamespace = null;
    this.oldValue = init.oldValue === undefined ? null : init.oldValue;
  }
}
class MutationObserver {
  constructor(callback) {
    if (typeof callback !== 'function') throw typeError("Failed to construct 'MutationObserver': parameter 1 is not of type 'Function'.");
    Object.defineProperty(this, '_cb', { value: callback });
    Object.defineProperty(this, '_records', { value: [], writable: true });
    Object.defineProperty(this, '_targets', { value: [], writable: true });
  }
  observe(target, options) {
    options = options || {};
    const o = { childList: !!options.childList, attributes: options.attributes, characterData: options.characterData,
      subtree: !!options.subtree, attributeOldValue: !!options.attributeOldValue, characterDataOldValue: !!options.characterDataOldValue,
      attributeFilter: options.attributeFilter };
    if (o.attributes === undefined) o.attributes = o.attributeOldValue || !!o.attributeFilter;
    if (o.characterData === undefined) o.characterData = o.characterDataOldValue;
    if (!o.childList && !o.attributes && !o.characterData)
      throw typeError("Failed to execute 'observe' on 'MutationObserver': The options object must set at least one of 'attributes', 'characterData', or 'childList' to true.");
    const existing = this._targets.find(t => t.node === target);
    if (existing) existing.options = o; else this._targets.push({ node: target, options: o });
    if (observers.indexOf(this) === -1) observers.push(this);
  }
  disconnect() { this._targets = []; this._records = []; const i = observers.indexOf(this); if (i !== -1) observers.splice(i, 1); }
  takeRecords() { const r = this._records; this._records = []; return r; }
}
function notifyMutationObservers() {
  mutationMicrotaskQueued = false;
  for (const mo of observers.slice()) {
    const records = mo.takeRecords();
    if (records.length === 0) continue;
    try { mo._cb.call(mo, records, mo); } catch (e) { reportException(e); }
  }
}
function queueMutation(type, target, init) {
  for (const mo of observers) {
    let matched = null;
    for (const reg of mo._targets) {
      const o = reg.options;
      if (reg.node !== target && !(o.subtree && reg.node.contains && reg.node.contains(target))) continue;
      if (type === 'attributes' && (!o.attributes || (o.attributeFilter && o.attributeFilter.indexOf(init.attributeName) === -1))) continue;
      if (type === 'characterData' && !o.characterData) continue;
      if (type === 'childList' && !o.childList) continue;
      matched = o;
      break;
    }
    if (!matched) continue;
    const keepOld = (type === 'attributes' && matched.attributeOldValue) || (type === 'characterData' && matched.characterDataOldValue);
    mo._records.push(new MutationRecord(type, target, Object.assign({}, init, { oldValue: keepOld ? init.oldValue : null })));
    if (!mutationMicrotaskQueued) {
      mutationMicrotaskQueued = true;
      B.hostMicrotask('MutationObserver', notifyMutationObservers);
    }
  }
}

// ---------------------------------------------------------------------------------------
// Nodes

function changed(node) { if (node.isConnected) B.dirty(); }

class Node extends EventTarget {
  constructor() {
    super();
    Object.defineProperty(this, '_parent', { value: null, writable: true });
    Object.defineProperty(this, '_children', { value: [], writable: true });
  }
  get parentNode() { return this._parent; }
  get parentElement() { return this._parent instanceof Element ? this._parent : null; }
  get childNodes() { return this._children.slice(); }
  get firstChild() { return this._children[0] || null; }
  get lastChild() { return this._children[this._children.length - 1] || null; }
  get nextSibling() { if (!this._parent) return null; const s = this._parent._children; return s[s.indexOf(this) + 1] || null; }
  get previousSibling() { if (!this._parent) return null; const s = this._parent._children; return s[s.indexOf(this) - 1] || null; }
  get isConnected() { return shadowIncludingRoot(this) === document; }
  get ownerDocument() { return document; }
  hasChildNodes() { return this._children.length > 0; }
  cloneNode(deep) { return cloneNode(this, !!deep); }
  isEqualNode(other) { return other instanceof Node && serializeForEquality(this) === serializeForEquality(other); }
  isSameNode(other) { return this === other; }
  getRootNode(options) { if (options && options.composed) return shadowIncludingRoot(this); let n = this; while (n._parent) n = n._parent; return n; }
  normalize() {
    for (const c of this._children.slice()) {
      if (c instanceof Text) {
        if (c._data === '') { this.removeChild(c); continue; }
        let next = c.nextSibling;
        while (next instanceof Text) { c.data = c._data + next._data; this.removeChild(next); next = c.nextSibling; }
      } else c.normalize();
    }
  }
  contains(other) { for (let n = other; n; n = n._parent) if (n === this) return true; return false; }
  appendChild(child) { return this.insertBefore(child, null); }
  insertBefore(child, ref) {
    if (!(child instanceof Node)) throw typeError("Failed to execute 'appendChild' on 'Node': parameter 1 is not of type 'Node'.");
    if (child.contains(this)) throw domException('HierarchyRequestError', "Failed to execute 'appendChild' on 'Node': The new child element contains the parent.");
    if (child instanceof DocumentFragment) { for (const c of child._children.slice()) this.insertBefore(c, ref); return child; }
    if (child._parent) child._parent.removeChild(child);
    const i = ref ? this._children.indexOf(ref) : -1;
    if (ref && i === -1) throw domException('NotFoundError', "Failed to execute 'insertBefore' on 'Node': The node before which the new node is to be inserted is not a child of this node.");
    const previous = i === -1 ? this.lastChild : this._children[i - 1] || null;
    const select = selectOf(this, true), had = select ? selectedOption(select) : null;
    if (i === -1) this._children.push(child); else this._children.splice(i, 0, child);
    child._parent = this;
    if (select) keepSelection(select, had, child);
    queueMutation('childList', this, { added: [child], previousSibling: previous, nextSibling: ref || null });
    if (customDefinitions.size && child.isConnected) connectedReactions(child);
    changed(this);
    return child;
  }
  removeChild(child) {
    const i = this._children.indexOf(child);
    if (i === -1) throw domException('NotFoundError', "Failed to execute 'removeChild' on 'Node': The node to be removed is not a child of this node.");
    const wasConnected = this.isConnected;
    const previous = this._children[i - 1] || null, next = this._children[i + 1] || null;
    const select = selectOf(this, true), had = select ? selectedOption(select) : null;
    this._children.splice(i, 1);
    child._parent = null;
    if (select) {
      if (had && (had === child || child.contains(had))) {
        // The selected option went: the first option that is not disabled is selected.
        const first = select.options.findIndex((o) => !o.disabled);
        if (first === -1) delete select._selected; else hidden(select, '_selected', first);
      } else keepSelection(select, had, null);
    }
    queueMutation('childList', this, { removed: [child], previousSibling: previous, nextSibling: next });
    if (wasConnected) { B.dirty(); if (customDefinitions.size) disconnectedReactions(child); }
    return child;
  }
  replaceChild(newChild, oldChild) { this.insertBefore(newChild, oldChild); return this.removeChild(oldChild); }
  remove() { if (this._parent) this._parent.removeChild(this); }
  // DOM §4.2.6 mixin ParentNode and §4.2.8 ChildNode: nodes or strings (Text nodes).
  append(...nodes) { for (const n of nodes) this.appendChild(asNode(n)); }
  prepend(...nodes) { const first = this.firstChild; for (const n of nodes) this.insertBefore(asNode(n), first); }
  replaceChildren(...nodes) {
    const list = nodes.map(asNode);
    for (const c of this._children.slice()) if (list.indexOf(c) === -1) this.removeChild(c);
    for (const c of this._children.slice()) this.removeChild(c);
    for (const n of list) this.appendChild(n);
  }
  before(...nodes) {
    const parent = this._parent;
    if (!parent) return;
    for (const n of nodes.map(asNode)) parent.insertBefore(n, this);
  }
  after(...nodes) {
    const parent = this._parent;
    if (!parent) return;
    let next = this.nextSibling;
    while (next && nodes.indexOf(next) !== -1) next = next.nextSibling;
    for (const n of nodes.map(asNode)) parent.insertBefore(n, next);
  }
  replaceWith(...nodes) {
    const parent = this._parent;
    if (!parent) return;
    let next = this.nextSibling;
    while (next && nodes.indexOf(next) !== -1) next = next.nextSibling;
    this.remove();
    for (const n of nodes.map(asNode)) parent.insertBefore(n, next);
  }
  get nextElementSibling() { for (let n = this.nextSibling; n; n = n.nextSibling) if (n instanceof Element) return n; return null; }
  get previousElementSibling() { for (let n = this.previousSibling; n; n = n.previousSibling) if (n instanceof Element) return n; return null; }
  // DOM: the concatenation of the Text descendants (comments do not count).
  get textContent() { return this._children.map(c => c instanceof Comment ? '' : c.textContent).join(''); }
  set textContent(value) {
    const removed = this._children.slice();
    const wasConnected = customDefinitions.size > 0 && removed.length > 0 && this.isConnected;
    for (const c of removed) c._parent = null;
    if (wasConnected) for (const c of removed) disconnectedReactions(c);
    this._children = [];
    const text = value === null || value === undefined ? '' : String(value);
    const added = [];
    if (text !== '') { const t = new Text(text); t._parent = this; this._children.push(t); added.push(t); }
    if (removed.length || added.length) queueMutation('childList', this, { added, removed });
    changed(this);
  }
}
Object.assign(Node, { ELEMENT_NODE: 1, ATTRIBUTE_NODE: 2, TEXT_NODE: 3, CDATA_SECTION_NODE: 4, PROCESSING_INSTRUCTION_NODE: 7,
  COMMENT_NODE: 8, DOCUMENT_NODE: 9, DOCUMENT_TYPE_NODE: 10, DOCUMENT_FRAGMENT_NODE: 11 });

function asNode(n) { return n instanceof Node ? n : new Text(String(n)); }
function elementChildren(n) { return n._children.filter((c) => c instanceof Element); }

// DOM §4.2.10.2 Interface HTMLCollection https://dom.spec.whatwg.org/#interface-htmlcollection
// A live view: every read of an index or of length looks at the tree again (a Proxy over
// a function that lists the elements).
class HTMLCollection {
  get length() { return this._list().length; }
  item(i) { return this._list()[Number(i) >>> 0] || null; }
  namedItem(name) { name = String(name); return this._list().find((e) => e.id === name || e.getAttribute('name') === name) || null; }
  *[Symbol.iterator]() { const list = this._list(); for (let i = 0; i < list.length; i++) yield list[i]; }
}
function isIndex(key) { return typeof key === 'string' && key !== '' && String(Number(key) >>> 0) === key; }
// The target also holds the elements as own properties, refreshed by the traps that list
// or describe properties: the
// engine's array builtins (Array.prototype.map.call(el.children, …)) ask the target
// whether an index exists without running the has trap (core/js SIMPLIFIED).
function liveCollection(list) {
  const target = Object.create(HTMLCollection.prototype);
  hidden(target, '_list', list);
  hidden(target, '_count', 0);
  const sync = () => {
    const now = list();
    for (let i = now.length; i < target._count; i++) delete target[i];
    for (let i = 0; i < now.length; i++) Object.defineProperty(target, i, { value: now[i], writable: false, enumerable: true, configurable: true });
    target._count = now.length;
    return now;
  };
  sync();
  return new Proxy(target, {
    get(t, key, receiver) { return isIndex(key) ? list()[Number(key)] : Reflect.get(t, key, receiver); },
    has(t, key) { return isIndex(key) ? Number(key) < sync().length : Reflect.has(t, key); },
    ownKeys(t) { sync(); return Reflect.ownKeys(t); },
    getOwnPropertyDescriptor(t, key) { sync(); return Reflect.getOwnPropertyDescriptor(t, key); },
    set(t, key, value) { return !isIndex(key); },
    defineProperty() { return false; },
    deleteProperty(t, key) { return !isIndex(key); },
  });
}

// DOM §4.4 "clone a node" https://dom.spec.whatwg.org/#concept-node-clone: the node's own
// data (an element's attributes, a form control's value and checkedness, a template's
// contents), then, if deep, its children. Iterative: deep trees do not recurse in C++.
function cloneNode(node, deep) {
  if (node === document) throw domException('NotSupportedError', "Failed to execute 'cloneNode' on 'Node': The node provided is a document, which may not be cloned.");
  const shallow = (n) => {
    if (n instanceof Text) return new Text(n._data);
    if (n instanceof Comment) return new Comment(n._data);
    if (n instanceof DocumentFragment) return new DocumentFragment();
    const el = makeElement(n._tag);
    if (customDefinitions.size) enqueueUpgrade(el);
    for (const [k, v] of n._attrs) el._attrs.set(k, v);
    if (el._attrs.has('style')) el.style.cssText = el._attrs.get('style');
    if (n._value !== undefined) el._setValue(n._value);
    if (n._checked !== undefined) Object.defineProperty(el, '_checked', { value: n._checked, writable: true, configurable: true });
    if (n._tag === 'template' && deep) {
      const content = el.content;
      for (const c of n.content._children) { const copy = cloneNode(c, true); copy._parent = content; content._children.push(copy); }
    }
    return el;
  };
  const root = shallow(node);
  if (!deep) return root;
  const work = [[node, root]];
  while (work.length) {
    const [from, to] = work.pop();
    for (const c of from._children) {
      const copy = shallow(c);
      copy._parent = to;
      to._children.push(copy);
      if (c._children.length) work.push([c, copy]);
    }
  }
  return root;
}
function serializeForEquality(n) {
  if (n instanceof Element || n instanceof Text || n instanceof Comment) return n.nodeType + ':' + serialize(n);
  return n.nodeType + ':' + n._children.map((c) => serializeForEquality(c)).join('|');
}

class Text extends Node {
  constructor(data) { super(); Object.defineProperty(this, '_data', { value: data === undefined ? '' : String(data), writable: true }); }
  get nodeType() { return 3; }
  get nodeName() { return '#text'; }
  get data() { return this._data; }
  set data(v) { const old = this._data; this._data = String(v); queueMutation('characterData', this, { oldValue: old }); changed(this); }
  get nodeValue() { return this._data; }
  set nodeValue(v) { this.data = v; }
  get textContent() { return this._data; }
  set textContent(v) { this.data = v === null ? '' : v; }
  get length() { return this._data.length; }
}
// DOM §4.14 Interface Comment https://dom.spec.whatwg.org/#interface-comment
class Comment extends Node {
  constructor(data) { super(); Object.defineProperty(this, '_data', { value: data === undefined ? '' : String(data), writable: true }); }
  get nodeType() { return 8; }
  get nodeName() { return '#comment'; }
  get data() { return this._data; }
  set data(v) { const old = this._data; this._data = String(v); queueMutation('characterData', this, { oldValue: old }); }
  get nodeValue() { return this._data; }
  set nodeValue(v) { this.data = v === null ? '' : v; }
  get textContent() { return this._data; }
  set textContent(v) { this.data = v === null ? '' : v; }
  get length() { return this._data.length; }
}
class DocumentFragment extends Node {
  get nodeType() { return 11; }
  get nodeName() { return '#document-fragment'; }
  get children() { return liveCollection(() => elementChildren(this)); }
  get childElementCount() { return elementChildren(this).length; }
  get firstElementChild() { return elementChildren(this)[0] || null; }
  get lastElementChild() { const c = elementChildren(this); return c[c.length - 1] || null; }
  querySelector(selector) { return querySelector(this, selector); }
  querySelectorAll(selector) { return querySelectorAll(this, selector); }
  getElementById(id) { return querySelectorAll(this, '*').find((e) => e.id === String(id)) || null; }
}

const styleProperties = ['display', 'visibility', 'opacity', 'color', 'background', 'backgroundColor', 'width', 'height',
  'minWidth', 'minHeight', 'maxWidth', 'maxHeight', 'margin', 'marginTop', 'marginBottom', 'marginLeft', 'marginRight',
  'padding', 'paddingTop', 'paddingBottom', 'paddingLeft', 'paddingRight', 'border', 'borderRadius', 'position', 'top',
  'left', 'right', 'bottom', 'transform', 'transition', 'animation', 'fontSize', 'fontWeight', 'fontFamily', 'textAlign',
  'cursor', 'zIndex', 'overflow', 'boxShadow', 'outline', 'filter', 'content', 'flex', 'gap', 'lineHeight', 'whiteSpace',
  'overflowX', 'overflowY', 'borderColor', 'borderWidth', 'borderStyle', 'borderTop', 'borderBottom', 'borderLeft', 'borderRight',
  'fontStyle', 'textDecoration', 'textTransform', 'letterSpacing', 'verticalAlign', 'boxSizing', 'pointerEvents', 'userSelect',
  'flexDirection', 'flexWrap', 'flexGrow', 'flexShrink', 'flexBasis', 'justifyContent', 'alignItems', 'alignSelf', 'order',
  'gridTemplateColumns', 'gridTemplateRows', 'gridColumn', 'gridRow', 'float', 'clear', 'willChange', 'backgroundImage',
  'transformOrigin', 'transitionDuration', 'animationName', 'outlineOffset', 'textOverflow', 'wordBreak', 'inset', 'translate',
  'scale', 'rotate', 'accentColor', 'caretColor', 'fill', 'stroke', 'objectFit', 'aspectRatio', 'listStyle', 'resize', 'tableLayout'];
function cssName(prop) {
  let out = '';
  for (const ch of prop) out += ch >= 'A' && ch <= 'Z' ? '-' + ch.toLowerCase() : ch;
  return out;
}
// A declared value as Chromium parses and serializes it (CSS Values 4, CSS Color 4): an
// invalid value is dropped; lengths, numbers and colours come back in their canonical
// form ('0' → '0px', '#abc' → 'rgb(170, 187, 204)', 'RED' → 'red').
// SIMPLIFIED: the properties learners set most are checked; any other property keeps
// the text it was given, and shorthands are not expanded into their longhands.
const colorKeywords = new Set(('aliceblue antiquewhite aqua aquamarine azure beige bisque black blanchedalmond blue blueviolet brown ' +
  'burlywood cadetblue chartreuse chocolate coral cornflowerblue cornsilk crimson cyan darkblue darkcyan darkgoldenrod darkgray ' +
  'darkgreen darkgrey darkkhaki darkmagenta darkolivegreen darkorange darkorchid darkred darksalmon darkseagreen darkslateblue ' +
  'darkslategray darkslategrey darkturquoise darkviolet deeppink deepskyblue dimgray dimgrey dodgerblue firebrick floralwhite ' +
  'forestgreen fuchsia gainsboro ghostwhite gold goldenrod gray green greenyellow grey honeydew hotpink indianred indigo ivory ' +
  'khaki lavender lavenderblush lawngreen lemonchiffon lightblue lightcoral lightcyan lightgoldenrodyellow lightgray lightgreen ' +
  'lightgrey lightpink lightsalmon lightseagreen lightskyblue lightslategray lightslategrey lightsteelblue lightyellow lime ' +
  'limegreen linen magenta maroon mediumaquamarine mediumblue mediumorchid mediumpurple mediumseagreen mediumslateblue ' +
  'mediumspringgreen mediumturquoise mediumvioletred midnightblue mintcream mistyrose moccasin navajowhite navy oldlace olive ' +
  'olivedrab orange orangered orchid palegoldenrod palegreen paleturquoise palevioletred papayawhip peachpuff peru pink plum ' +
  'powderblue purple rebeccapurple red rosybrown royalblue saddlebrown salmon sandybrown seagreen seashell sienna silver skyblue ' +
  'slateblue slategray slategrey snow springgreen steelblue tan teal thistle tomato turquoise violet wheat white whitesmoke ' +
  'yellow yellowgreen transparent currentcolor').split(' '));
const cssWide = ['inherit', 'initial', 'unset', 'revert', 'revert-layer'];
const lengthUnits = ['px', 'em', 'rem', '%', 'vw', 'vh', 'vmin', 'vmax', 'svh', 'lvh', 'dvh', 'svw', 'lvw', 'dvw', 'ch', 'ex', 'pt', 'pc', 'cm', 'mm', 'in', 'q', 'cqw', 'cqh', 'lh'];
const cssNumber = (t) => /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i.test(t);
const cssNum = (t) => String(Number(t));
// One length-percentage token: its canonical text, or null.
function cssLengthToken(t, negative) {
  if (/^(calc|min|max|clamp|var|env)\(/i.test(t)) return t;
  const m = /^([+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?)([a-z%]*)$/i.exec(t);
  if (!m) return null;
  const n = Number(m[1]);
  const unit = m[2].toLowerCase();
  if (!negative && n < 0) return null;
  if (unit === '') return n === 0 ? '0px' : null;
  return lengthUnits.indexOf(unit) >= 0 ? cssNum(m[1]) + unit : null;
}
function cssTokens(v) {
  const out = [];
  let depth = 0, cur = '';
  for (const ch of v) {
    if (ch === '(') depth++;
    else if (ch === ')') depth--;
    if (/\s/.test(ch) && depth === 0) { if (cur) out.push(cur); cur = ''; } else cur += ch;
  }
  if (cur) out.push(cur);
  return out;
}
function cssAlpha(a) {
  const byte = Math.round(Math.min(1, Math.max(0, a)) * 255);
  for (const digits of [2, 3]) {
    const r = Number((byte / 255).toFixed(digits));
    if (Math.round(r * 255) === byte) return String(r);
  }
  return String(byte / 255);
}
function cssRgb(r, g, b, a) {
  const c = (x) => Math.round(Math.min(255, Math.max(0, x)));
  return a === undefined || cssAlpha(a) === '1' ? `rgb(${c(r)}, ${c(g)}, ${c(b)})` : `rgba(${c(r)}, ${c(g)}, ${c(b)}, ${cssAlpha(a)})`;
}
function cssColor(v) {
  const t = v.toLowerCase();
  if (colorKeywords.has(t)) return t;
  let m = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/.exec(t);
  if (m) {
    let h = m[1];
    if (h.length <= 4) h = h.split('').map((x) => x + x).join('');
    const byte = (i) => parseInt(h.slice(i, i + 2), 16);
    return cssRgb(byte(0), byte(2), byte(4), h.length === 8 ? byte(6) / 255 : undefined);
  }
  m = /^(rgba?|hsla?)\((.*)\)$/.exec(t);
  if (!m) return null;
  const parts = m[2].replace('/', ' / ').split(/\s*,\s*|\s+/).filter((x) => x !== '' && x !== '/');
  if (parts.length < 3 || parts.length > 4) return null;
  const alpha = parts.length === 4 ? (parts[3].endsWith('%') ? Number(parts[3].slice(0, -1)) / 100 : Number(parts[3])) : undefined;
  if (alpha !== undefined && !Number.isFinite(alpha)) return null;
  if (m[1].startsWith('rgb')) {
    const ch = parts.slice(0, 3).map((x) => (x.endsWith('%') ? Number(x.slice(0, -1)) * 2.55 : Number(x)));
    if (ch.some((x) => !Number.isFinite(x))) return null;
    return cssRgb(ch[0], ch[1], ch[2], alpha);
  }
  const hue = Number(parts[0].replace(/deg$/, '')), sat = parts[1].endsWith('%') ? Number(parts[1].slice(0, -1)) / 100 : NaN, light = parts[2].endsWith('%') ? Number(parts[2].slice(0, -1)) / 100 : NaN;
  if (![hue, sat, light].every(Number.isFinite)) return null;
  // CSS Color 4 §7.1 hslToRgb
  const f = (n) => { const k = (n + hue / 30) % 12; const a = sat * Math.min(light, 1 - light); return light - a * Math.max(-1, Math.min(k - 3, 9 - k, 1)); };
  return cssRgb(f(0) * 255, f(8) * 255, f(4) * 255, alpha);
}
const cssKeywords = {
  display: 'block inline inline-block flex inline-flex grid inline-grid none contents table table-row table-cell table-caption table-column table-row-group table-header-group table-footer-group list-item flow-root',
  position: 'static relative absolute fixed sticky', visibility: 'visible hidden collapse',
  'text-align': 'left right center justify start end match-parent', 'font-style': 'normal italic oblique',
  'box-sizing': 'content-box border-box', 'flex-direction': 'row row-reverse column column-reverse', 'flex-wrap': 'nowrap wrap wrap-reverse',
  float: 'left right none inline-start inline-end', clear: 'left right both none inline-start inline-end',
  'text-transform': 'none capitalize uppercase lowercase full-width', 'white-space': 'normal nowrap pre pre-wrap pre-line break-spaces',
  overflow: 'visible hidden clip scroll auto', 'overflow-x': 'visible hidden clip scroll auto', 'overflow-y': 'visible hidden clip scroll auto',
  'pointer-events': 'auto none visiblepainted visiblefill visiblestroke visible painted fill stroke all',
};
const cssLengthProps = { width: 'auto fit-content min-content max-content', height: 'auto fit-content min-content max-content',
  'min-width': 'auto fit-content min-content max-content', 'min-height': 'auto fit-content min-content max-content',
  'max-width': 'none fit-content min-content max-content', 'max-height': 'none fit-content min-content max-content',
  'padding-top': '', 'padding-right': '', 'padding-bottom': '', 'padding-left': '',
  'font-size': 'xx-small x-small small medium large x-large xx-large xxx-large smaller larger', 'flex-basis': 'auto content' };
const cssSignedLengthProps = { 'margin-top': 'auto', 'margin-right': 'auto', 'margin-bottom': 'auto', 'margin-left': 'auto',
  top: 'auto', right: 'auto', bottom: 'auto', left: 'auto', 'letter-spacing': 'normal' };
const cssColorProps = new Set(['color', 'background-color', 'border-color', 'accent-color', 'caret-color', 'outline-color', 'text-decoration-color']);
function cssValue(name, value) {
  const v = value.trim();
  const lower = v.toLowerCase();
  if (v === '' || name.startsWith('--')) return v;
  if (cssWide.indexOf(lower) >= 0) return lower;
  if (/var\(/i.test(v)) return v;
  const keyword = (list) => (list && list.split(' ').indexOf(lower) >= 0 ? lower : null);
  if (cssColorProps.has(name)) return cssColor(v);
  if (name in cssKeywords) return keyword(cssKeywords[name]);
  if (name in cssLengthProps) return keyword(cssLengthProps[name]) || cssLengthToken(v, false);
  if (name in cssSignedLengthProps) return keyword(cssSignedLengthProps[name]) || cssLengthToken(v, true);
  if (name === 'margin' || name === 'padding' || name === 'inset') {
    const tokens = cssTokens(v);
    if (tokens.length < 1 || tokens.length > 4) return null;
    const out = tokens.map((t) => (name !== 'padding' && t.toLowerCase() === 'auto' ? 'auto' : cssLengthToken(t, name !== 'padding')));
    return out.indexOf(null) >= 0 ? null : out.join(' ');
  }
  if (name === 'opacity') return cssNumber(v) ? cssNum(v) : /^[+-]?(\d+\.?\d*|\.\d+)%$/.test(v) ? cssNum(v.slice(0, -1)) + '%' : null;
  if (name === 'z-index') return lower === 'auto' ? 'auto' : /^[+-]?\d+$/.test(v) ? cssNum(v) : null;
  if (name === 'font-weight') return keyword('normal bold bolder lighter') || (cssNumber(v) && Number(v) >= 1 && Number(v) <= 1000 ? cssNum(v) : null);
  if (name === 'line-height') return keyword('normal') || (cssNumber(v) && Number(v) >= 0 ? cssNum(v) : cssLengthToken(v, false));
  if (name === 'flex-grow' || name === 'flex-shrink' || name === 'order') return cssNumber(v) && (name === 'order' ? /^[+-]?\d+$/.test(v) : Number(v) >= 0) ? cssNum(v) : null;
  return v;
}
class CSSStyleDeclaration {
  constructor(element) {
    Object.defineProperty(this, '_el', { value: element });
    Object.defineProperty(this, '_values', { value: new Map() });
  }
  _set(name, value) {
    const v = value === null || value === undefined ? '' : cssValue(name, String(value));
    if (v === null) return; // an invalid value leaves the declaration as it was
    const old = this._el.getAttribute('style');
    if (v === '') this._values.delete(name); else this._values.set(name, v);
    this._el._attrs.set('style', this.cssText);
    queueMutation('attributes', this._el, { attributeName: 'style', oldValue: old });
    changed(this._el);
  }
  get cssText() { const parts = []; for (const [k, v] of this._values) parts.push(k + ': ' + v + ';'); return parts.join(' '); }
  set cssText(text) {
    this._values.clear();
    for (const decl of String(text).split(';')) {
      const c = decl.indexOf(':');
      if (c === -1) continue;
      const name = decl.slice(0, c).trim(), value = cssValue(decl.slice(0, c).trim().toLowerCase(), decl.slice(c + 1));
      if (value !== null && value !== '') this._values.set(name.startsWith('--') ? name : name.toLowerCase(), value);
    }
    this._set('', '');
  }
  setProperty(name, value) { this._set(String(name), value); }
  getPropertyValue(name) { return this._values.get(String(name)) || ''; }
  removeProperty(name) { const old = this.getPropertyValue(name); this._set(String(name), ''); return old; }
  get length() { return this._values.size; }
}
for (const prop of styleProperties) {
  const name = cssName(prop);
  Object.defineProperty(CSSStyleDeclaration.prototype, prop, {
    get() { return this._values.get(name) || ''; },
    set(v) { this._set(name, v); },
    configurable: true, enumerable: true,
  });
}

// getComputedStyle(el): the cascade of the page's <style> rules (CSS Cascade 4 §6:
// !important, then specificity, then source order), the inline style winning over normal
// rules, inheritance for the inherited properties, else a default (display by tag, 'none'
// for [hidden], the initial values of common properties). Colors are serialised as
// rgb()/rgba() and font sizes in px, as Chromium does.
// SIMPLIFIED: no layout: width/height are only what a rule or the inline style says (in
// px), '' otherwise; no @media (rules inside at-rules are skipped); shorthands other
// than `background: <color>` are not expanded; lengths in em are only computed for font-size.
const blockTags = ['address', 'article', 'aside', 'blockquote', 'body', 'dd', 'details', 'dialog', 'div', 'dl', 'dt', 'fieldset',
  'figcaption', 'figure', 'footer', 'form', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'header', 'hr', 'html', 'main', 'nav', 'ol', 'p',
  'pre', 'section', 'summary', 'ul'];
const initialStyle = { 'visibility': 'visible', 'opacity': '1', 'position': 'static', 'color': 'rgb(0, 0, 0)',
  'background-color': 'rgba(0, 0, 0, 0)', 'z-index': 'auto', 'overflow': 'visible', 'cursor': 'auto', 'pointer-events': 'auto',
  'transform': 'none', 'float': 'none', 'box-sizing': 'content-box', 'font-style': 'normal', 'font-weight': '400', 'text-align': 'start' };
const inheritedProperties = ['color', 'font-size', 'font-family', 'font-weight', 'font-style', 'line-height', 'text-align', 'visibility',
  'cursor', 'white-space', 'letter-spacing', 'text-transform', 'list-style', 'word-spacing'];
const headingSizes = { h1: 2, h2: 1.5, h3: 1.17, h4: 1, h5: 0.83, h6: 0.67 };
function defaultStyle(el, name) {
  if (name === 'display') {
    if (el.hasAttribute('hidden') || el._tag === 'head' || el._tag === 'script' || el._tag === 'style') return 'none';
    if (el._tag === 'li') return 'list-item';
    if (el._tag === 'table') return 'table';
    if (el._tag === 'button' || el._tag === 'input' || el._tag === 'select' || el._tag === 'textarea' || el._tag === 'img') return 'inline-block';
    return blockTags.indexOf(el._tag) !== -1 ? 'block' : 'inline';
  }
  if (name === 'font-weight' && (headingSizes[el._tag] || el._tag === 'b' || el._tag === 'strong' || el._tag === 'th')) return '700';
  return initialStyle[name] || '';
}
const namedColors = { black: [0, 0, 0], white: [255, 255, 255], red: [255, 0, 0], green: [0, 128, 0], blue: [0, 0, 255],
  yellow: [255, 255, 0], orange: [255, 165, 0], purple: [128, 0, 128], gray: [128, 128, 128], grey: [128, 128, 128],
  silver: [192, 192, 192], maroon: [128, 0, 0], navy: [0, 0, 128], teal: [0, 128, 128], lime: [0, 255, 0], aqua: [0, 255, 255],
  cyan: [0, 255, 255], fuchsia: [255, 0, 255], magenta: [255, 0, 255], olive: [128, 128, 0], pink: [255, 192, 203],
  brown: [165, 42, 42], gold: [255, 215, 0], coral: [255, 127, 80], tomato: [255, 99, 71], crimson: [220, 20, 60],
  indigo: [75, 0, 130], violet: [238, 130, 238], salmon: [250, 128, 114], khaki: [240, 230, 140], beige: [245, 245, 220],
  lightgray: [211, 211, 211], lightgrey: [211, 211, 211], darkgray: [169, 169, 169], darkgrey: [169, 169, 169],
  lightblue: [173, 216, 230], darkblue: [0, 0, 139], lightgreen: [144, 238, 144], darkgreen: [0, 100, 0], darkred: [139, 0, 0],
  steelblue: [70, 130, 180], slategray: [112, 128, 144], whitesmoke: [245, 245, 245], rebeccapurple: [102, 51, 153],
  dodgerblue: [30, 144, 255], royalblue: [65, 105, 225], hotpink: [255, 105, 180], tan: [210, 180, 140], orchid: [218, 112, 214] };
// CSS Color 4 §15 a computed <color>: rgb(r, g, b) or rgba(r, g, b, a), named colours too
// (those of the table; another name is kept as it is).
function serializeColor(value) {
  const c = cssColor(value.trim());
  if (c === null) return value;
  if (c === 'transparent') return 'rgba(0, 0, 0, 0)';
  return namedColors[c] ? cssRgb(namedColors[c][0], namedColors[c][1], namedColors[c][2]) : c;
}
// <style> sheets: parsed once per text. A rule is { list, specificities, declarations, order }.
let styleSheetCache = { text: null, rules: [] };
function selectorSpecificity(complex) {
  let a = 0, b = 0, c = 0;
  for (const part of complex) {
    const k = part.c;
    a += k.ids.length;
    b += k.classes.length + k.attrs.length;
    if (k.tag !== null) c++;
    if (k.element) c++;
    for (const p of k.pseudos) {
      if (p.name === 'where') continue;
      if (p.name === 'not' || p.name === 'is' || p.name === 'matches') { b += 0; const best = Math.max(...p.arg.map(selectorSpecificity)); a += Math.floor(best / 1e6); b += Math.floor(best / 1e3) % 1e3; c += best % 1e3; continue; }
      b++;
    }
  }
  return a * 1e6 + b * 1e3 + c;
}
function parseDeclarations(text) {
  const out = [];
  for (const decl of text.split(';')) {
    const c = decl.indexOf(':');
    if (c === -1) continue;
    const name = decl.slice(0, c).trim().toLowerCase();
    let value = decl.slice(c + 1).trim();
    const important = /!\s*important$/i.test(value);
    if (important) value = value.replace(/!\s*important$/i, '').trim();
    if (name && value) out.push({ name, value, important });
  }
  return out;
}
function pageRules() {
  const sheets = getElementsByTagName(document, 'style');
  const text = sheets.map((s) => s.textContent).join('\n');
  if (styleSheetCache.text === text) return styleSheetCache.rules;
  const rules = [];
  const css = text.replace(/\/\*[\s\S]*?\*\//g, '');
  let i = 0;
  while (i < css.length) {
    const open = css.indexOf('{', i);
    if (open === -1) break;
    const prelude = css.slice(i, open).trim();
    // the block's end, counting nested braces (at-rules)
    let depth = 1, j = open + 1;
    while (j < css.length && depth) { if (css[j] === '{') depth++; else if (css[j] === '}') depth--; j++; }
    const body = css.slice(open + 1, depth ? j : j - 1);
    i = j;
    if (prelude.startsWith('@') || body.indexOf('{') !== -1) continue;
    let list = null;
    try { list = parseSelectorList(prelude, 'querySelector', 'Document'); } catch (e) { continue; } // an invalid rule is dropped
    rules.push({ list, specificities: list.map(selectorSpecificity), declarations: parseDeclarations(body), order: rules.length });
  }
  styleSheetCache = { text, rules };
  return rules;
}
// The declared value of `name` for el after the cascade, or null.
function cascadedValue(el, name) {
  let best = null, bestKey = -1;
  for (const rule of pageRules()) {
    let spec = -1;
    for (let k = 0; k < rule.list.length; k++) if (matchesComplex(el, rule.list[k], rule.list[k].length - 1, null)) spec = Math.max(spec, rule.specificities[k]);
    if (spec < 0) continue;
    for (const d of rule.declarations) {
      let value = null;
      if (d.name === name) value = d.value;
      else if (d.name === 'background' && name === 'background-color' && !/\s|url\(/.test(d.value)) value = d.value;
      if (value === null) continue;
      const key = (d.important ? 2e12 : 0) + spec * 1e3 + rule.order; // later rules win ties
      if (key >= bestKey) { bestKey = key; best = { value, important: d.important }; }
    }
  }
  const inline = el._style ? el._style.getPropertyValue(name) || (name === 'background-color' ? el._style.getPropertyValue('background') : '') : '';
  if (inline && !(best && best.important)) return inline;
  return best ? best.value : null;
}
function fontSizePx(value, parentPx) {
  const m = /^([\d.]+)(px|em|rem|%)$/.exec(value.trim());
  const keywords = { 'xx-small': 9, 'x-small': 10, 'small': 13, 'medium': 16, 'large': 18, 'x-large': 24, 'xx-large': 32 };
  if (keywords[value]) return keywords[value];
  if (value === 'larger') return parentPx * 1.2;
  if (value === 'smaller') return parentPx / 1.2;
  if (!m) return null;
  const n = Number(m[1]);
  return m[2] === 'px' ? n : m[2] === 'em' ? n * parentPx : m[2] === 'rem' ? n * 16 : n * parentPx / 100;
}
function computedValue(el, name, depth) {
  const parent = el._parent instanceof Element && depth < 200 ? el._parent : null;
  let value = cascadedValue(el, name);
  if (name === 'font-size') {
    const parentPx = parent ? parseFloat(computedValue(parent, 'font-size', depth + 1)) : 16;
    let px = value === null || value === 'initial' || value === 'unset' || value === 'inherit' ? null : fontSizePx(value, parentPx);
    if (px === null) px = headingSizes[el._tag] && value !== 'inherit' ? headingSizes[el._tag] * parentPx : parentPx;
    return Math.round(px * 100) / 100 + 'px';
  }
  if (value === 'inherit' || (value === null && inheritedProperties.indexOf(name) !== -1) || (value === 'unset' && inheritedProperties.indexOf(name) !== -1)) {
    if (parent) return computedValue(parent, name, depth + 1);
    value = null;
  }
  if (name === 'display') {
    const display = value === null || value === 'initial' || value === 'unset' ? defaultStyle(el, name) : value;
    // CSS Display 3 §2.7: the children of a flex or grid container are blockified.
    if (parent && display !== 'none' && /^(inline-)?(flex|grid)$/.test(computedValue(parent, 'display', depth + 1)))
      return display === 'inline' || display === 'inline-block' ? 'block' : display.startsWith('inline-') ? display.slice(7) : display;
    return display;
  }
  if (value === null || value === 'initial' || value === 'unset') return defaultStyle(el, name);
  if (name === 'color' || name.endsWith('-color')) return serializeColor(value);
  if (name === 'font-weight') return value === 'bold' ? '700' : value === 'normal' ? '400' : value;
  return value;
}
// Element sizes (CSSOM View §6/§7). SIMPLIFIED: there is no layout engine. A size comes
// from the element's computed width/height when that is in px (inline style or a <style>
// rule), plus px paddings and borders as the box model adds them (box-sizing:
// content-box or border-box); an element without a px size is 100 x 20 (the old fixed
// box); a disconnected element, or one under display: none, is 0 x 0.
function pxValue(el, name) {
  const m = /^(-?[0-9.]+)px$/.exec(computedValue(el, name, 0) || '');
  return m ? Number(m[1]) : 0;
}
// A padding or border width of one side, from its longhand or a shorthand (padding,
// border-width with 1-4 values; border, border-<side> with a px width among its words).
function boxValues(text) {
  const t = text.trim().split(/\s+/);
  return t.length === 1 ? [t[0], t[0], t[0], t[0]] : t.length === 2 ? [t[0], t[1], t[0], t[1]] : t.length === 3 ? [t[0], t[1], t[2], t[1]] : t;
}
function firstPx(text) { return text.trim().split(/\s+/).find((w) => /^[0-9.]+px$/.test(w)) || null; }
function boxSide(el, prop, side) {
  const i = { top: 0, right: 1, bottom: 2, left: 3 }[side];
  let v = cascadedValue(el, prop === 'padding' ? 'padding-' + side : 'border-' + side + '-width');
  if (v === null && prop === 'padding') { const p = cascadedValue(el, 'padding'); if (p !== null) v = boxValues(p)[i]; }
  if (v === null && prop === 'border') {
    const one = cascadedValue(el, 'border-' + side), widths = cascadedValue(el, 'border-width'), all = cascadedValue(el, 'border');
    v = one !== null ? firstPx(one) : widths !== null ? boxValues(widths)[i] : all !== null ? firstPx(all) : null;
  }
  const m = /^(-?[0-9.]+)px$/.exec((v || '').trim());
  return m ? Number(m[1]) : 0;
}
function boxSize(el, axis, kind) {
  if (!el.isConnected) return 0;
  for (let n = el; n instanceof Element; n = n._parent) if (computedValue(n, 'display', 0) === 'none') return 0;
  const sides = axis === 'width' ? ['left', 'right'] : ['top', 'bottom'];
  const padding = boxSide(el, 'padding', sides[0]) + boxSide(el, 'padding', sides[1]);
  const border = boxSide(el, 'border', sides[0]) + boxSide(el, 'border', sides[1]);
  const m = /^([0-9.]+)px$/.exec(computedValue(el, axis, 0) || '');
  let outer;
  if (m) outer = computedValue(el, 'box-sizing', 0) === 'border-box' ? Math.max(Number(m[1]), padding + border) : Number(m[1]) + padding + border;
  else outer = axis === 'width' ? 100 : 20;
  return kind === 'client' ? Math.max(0, outer - border) : outer;
}
class CSSComputedStyle {
  constructor(el) { Object.defineProperty(this, '_el', { value: el }); }
  getPropertyValue(name) { return computedValue(this._el, String(name).toLowerCase(), 0); }
  get cssText() { return ''; }
  get length() { return this._el.style.length; }
  setProperty() { throw domException('NoModificationAllowedError', "Failed to execute 'setProperty' on 'CSSStyleDeclaration': These styles are computed, and therefore read-only."); }
}
for (const prop of styleProperties) {
  const name = cssName(prop);
  Object.defineProperty(CSSComputedStyle.prototype, prop, { get() { return this.getPropertyValue(name); }, set(v) {}, configurable: true, enumerable: true });
}
function getComputedStyle(el) {
  if (!(el instanceof Element)) throw typeError("Failed to execute 'getComputedStyle' on 'Window': parameter 1 is not of type 'Element'.");
  return new CSSComputedStyle(el);
}

class DOMTokenList {
  constructor(element) { Object.defineProperty(this, '_el', { value: element }); }
  _list() { return (this._el.getAttribute('class') || '').split(' ').filter(Boolean); }
  contains(t) { return this._list().indexOf(t) !== -1; }
  add(...tokens) { const l = this._list(); for (const t of tokens) if (l.indexOf(t) === -1) l.push(t); this._el.setAttribute('class', l.join(' ')); }
  remove(...tokens) { this._el.setAttribute('class', this._list().filter(t => tokens.indexOf(t) === -1).join(' ')); }
  replace(token, replacement) {
    const l = this._list();
    const i = l.indexOf(token);
    if (i === -1) return false;
    l[i] = replacement;
    this._el.setAttribute('class', l.filter((t, j) => l.indexOf(t) === j).join(' '));
    return true;
  }
  item(i) { return this._list()[i] || null; }
  forEach(fn, thisArg) { this._list().forEach((t, i) => fn.call(thisArg, t, i, this)); }
  [Symbol.iterator]() { return this._list()[Symbol.iterator](); }
  toString() { return this.value; }
  toggle(t, force) {
    const has = this.contains(t);
    const want = force === undefined ? !has : !!force;
    if (want && !has) this.add(t); else if (!want && has) this.remove(t);
    return want;
  }
  get length() { return this._list().length; }
  get value() { return this._list().join(' '); }
}

const voidElements = ['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr'];

class Element extends Node {
  constructor(tag) {
    super();
    Object.defineProperty(this, '_tag', { value: String(tag).toLowerCase() });
    Object.defineProperty(this, '_attrs', { value: new Map() });
    Object.defineProperty(this, '_style', { value: null, writable: true });
  }
  get nodeType() { return 1; }
  get tagName() { return this._tag.toUpperCase(); }
  get nodeName() { return this.tagName; }
  get localName() { return this._tag; }
  getAttribute(name) { const v = this._attrs.get(String(name).toLowerCase()); return v === undefined ? null : v; }
  hasAttribute(name) { return this._attrs.has(String(name).toLowerCase()); }
  getAttributeNames() { return Array.from(this._attrs.keys()); }
  hasAttributes() { return this._attrs.size > 0; }
  get attributes() { return new NamedNodeMap(this); }
  setAttribute(name, value) {
    name = String(name).toLowerCase();
    const old = this.getAttribute(name);
    this._attrs.set(name, String(value));
    if (name === 'style') { this._style = null; this.style.cssText = String(value); }
    queueMutation('attributes', this, { attributeName: name, oldValue: old });
    if (this._ce === 'custom') attributeChangedReaction(this, name, old, String(value));
    if (name === 'open' && old === null && this._tag === 'details') detailsOpenChanged(this, false);
    changed(this);
  }
  removeAttribute(name) {
    name = String(name).toLowerCase();
    if (!this._attrs.has(name)) return;
    const old = this.getAttribute(name);
    this._attrs.delete(name);
    queueMutation('attributes', this, { attributeName: name, oldValue: old });
    if (this._ce === 'custom') attributeChangedReaction(this, name, old, null);
    if (name === 'open' && this._tag === 'details') detailsOpenChanged(this, true);
    changed(this);
  }
  toggleAttribute(name, force) {
    const has = this.hasAttribute(name);
    const want = force === undefined ? !has : !!force;
    if (want && !has) this.setAttribute(name, ''); else if (!want && has) this.removeAttribute(name);
    return want;
  }
  get id() { return this.getAttribute('id') || ''; }
  set id(v) { this.setAttribute('id', v); }
  get className() { return this.getAttribute('class') || ''; }
  set className(v) { this.setAttribute('class', v); }
  get classList() { return new DOMTokenList(this); }
  get hidden() { return this.hasAttribute('hidden'); }
  set hidden(v) { if (v) this.setAttribute('hidden', ''); else this.removeAttribute('hidden'); }
  get disabled() { return this.hasAttribute('disabled'); }
  set disabled(v) { if (v) this.setAttribute('disabled', ''); else this.removeAttribute('disabled'); }
  // HTML §4.10 form controls: value (the dirty value, else the attribute), checked, type,
  // and the reflected attributes.
  get value() {
    if (this._tag === 'select') { const o = this.options[this.selectedIndex]; return o ? o.value : ''; }
    if (this._tag === 'option') return this.hasAttribute('value') ? this.getAttribute('value') : this.textContent;
    if (this._tag === 'input' && this.type === 'range') return sanitizeRange(this, this._value !== undefined ? this._value : this.getAttribute('value') || '');
    if (this._value !== undefined) return this._value;
    if (this._tag === 'textarea') return this.textContent;
    if (this._tag === 'input' && (this.type === 'checkbox' || this.type === 'radio')) return this.hasAttribute('value') ? this.getAttribute('value') : 'on';
    return this.getAttribute('value') || '';
  }
  set value(v) {
    if (this._tag === 'select') { const s = String(v); this.selectedIndex = this.options.findIndex((o) => o.value === s); return; }
    if (this._tag === 'option' || (this._tag === 'input' && (this.type === 'checkbox' || this.type === 'radio'))) { this.setAttribute('value', v); return; }
    let text = v === null && this._tag !== 'input' ? '' : String(v);
    // HTML §4.10.5.1 value sanitization: a number input keeps only a valid floating-point
    // number; single-line text fields lose line breaks; email and url lose outer spaces.
    if (this._tag === 'input') {
      const type = this.type;
      if (['text', 'search', 'tel', 'password', 'email', 'url'].indexOf(type) !== -1) text = text.replace(/[\r\n]/g, '');
      if (type === 'email' || type === 'url') text = text.replace(/^[\t\n\f\r ]+|[\t\n\f\r ]+$/g, '');
      if (type === 'number' && !floatPattern.test(text)) text = '';
    }
    this._setValue(text);
    if (this._userEdited) hidden(this, '_userEdited', false);
  }
  _setValue(v) { Object.defineProperty(this, '_value', { value: String(v), writable: true, configurable: true }); changed(this); }
  get defaultValue() { return this._tag === 'textarea' ? this.textContent : this.getAttribute('value') || ''; }
  set defaultValue(v) { if (this._tag === 'textarea') this.textContent = v; else this.setAttribute('value', v); }
  get type() {
    if (this._tag === 'button') { const t = (this.getAttribute('type') || '').toLowerCase(); return t === 'button' || t === 'reset' ? t : 'submit'; }
    if (this._tag === 'select') return this.hasAttribute('multiple') ? 'select-multiple' : 'select-one';
    if (this._tag === 'textarea') return 'textarea';
    const t = (this.getAttribute('type') || '').toLowerCase();
    return inputTypes.indexOf(t) !== -1 ? t : 'text';
  }
  set type(v) { this.setAttribute('type', v); }
  get checked() { return this._checked !== undefined ? this._checked : this.hasAttribute('checked'); }
  set checked(v) { setChecked(this, !!v); changed(this); }
  get defaultChecked() { return this.hasAttribute('checked'); }
  set defaultChecked(v) { this.toggleAttribute('checked', !!v); }
  get options() { return querySelectorAll(this, 'option'); }
  get selectedIndex() {
    const options = this.options;
    if (this._selected !== undefined) return this._selected < options.length ? this._selected : -1;
    const i = options.findIndex((o) => o.hasAttribute('selected'));
    return i !== -1 ? i : options.length ? 0 : -1;
  }
  set selectedIndex(i) { Object.defineProperty(this, '_selected', { value: Number(i), writable: true, configurable: true }); changed(this); }
  get selected() {
    const s = selectOf(this, false);
    if (s) return s.options[s.selectedIndex] === this;
    return this._selectedness !== undefined ? this._selectedness : this.hasAttribute('selected');
  }
  set selected(v) {
    const s = selectOf(this, false);
    if (!s) { hidden(this, '_selectedness', !!v); return; }
    if (v) s.selectedIndex = s.options.indexOf(this);
    else if (s.options[s.selectedIndex] === this) s.selectedIndex = -1;
  }
  get defaultSelected() { return this.hasAttribute('selected'); }
  set defaultSelected(v) { this.toggleAttribute('selected', !!v); }
  // HTML §4.10.10: an option's text (its text with white space collapsed) and index.
  get text() { return this._tag === 'option' ? this.textContent.replace(/[ \t\n\f\r]+/g, ' ').trim() : undefined; }
  set text(v) { if (this._tag === 'option') this.textContent = v; }
  get index() { if (this._tag !== 'option') return undefined; const s = selectOf(this, false); return s ? s.options.indexOf(this) : 0; }
  get selectedOptions() { return this._tag === 'select' ? liveCollection(() => this.options.filter((o) => o.selected)) : undefined; }
  // HTML §4.10.7 the select element: add(element, before), remove(index), length, item().
  // SIMPLIFIED: every element has these methods (there is one Element class); they act on
  // a select only.
  add(element, before) {
    if (this._tag !== 'select') return;
    const ref = typeof before === 'number' ? this.options[before] || null : before === undefined ? null : before;
    if (ref && !this.contains(ref)) throw domException('NotFoundError', "Failed to execute 'add' on 'HTMLSelectElement': The node before which the new node is to be inserted is not a child of this node.");
    (ref ? ref._parent : this).insertBefore(element, ref);
  }
  remove(index) {
    if (this._tag === 'select' && arguments.length > 0) { const o = this.options[Number(index) | 0]; if (o && Number(index) >= 0) o.remove(); return; }
    if (this._parent) this._parent.removeChild(this);
  }
  get length() { return this._tag === 'select' ? this.options.length : undefined; }
  item(i) { return this._tag === 'select' ? this.options[Number(i) | 0] || null : undefined; }
  get form() { return this.closest('form'); }
  // HTML §4.10.4: label.control (the element its for= names, else its first labelable
  // descendant) and a control's labels (in tree order).
  get control() {
    if (this._tag !== 'label') return undefined;
    if (this.hasAttribute('for')) {
      const el = this.isConnected ? document.getElementById(this.getAttribute('for')) : null;
      return isLabelable(el) ? el : null;
    }
    return querySelectorAll(this, '*').find(isLabelable) || null;
  }
  get labels() {
    if (!isLabelable(this)) return undefined;
    return querySelectorAll(this.getRootNode(), 'label').filter((l) => l.control === this);
  }
  get indeterminate() { return !!this._indeterminate; }
  set indeterminate(v) { hidden(this, '_indeterminate', !!v); changed(this); }
  get title() { return this.getAttribute('title') || ''; }
  set title(v) { this.setAttribute('title', v); }
  get style() { if (!this._style) this._style = new CSSStyleDeclaration(this); return this._style; }
  get dataset() {
    if (!this._dataset) Object.defineProperty(this, '_dataset', { value: makeDataset(this) });
    return this._dataset;
  }
  insertAdjacentElement(where, el) {
    const w = String(where).toLowerCase();
    if (w === 'beforebegin') { if (!this._parent) return null; this._parent.insertBefore(el, this); }
    else if (w === 'afterbegin') this.insertBefore(el, this.firstChild);
    else if (w === 'beforeend') this.appendChild(el);
    else if (w === 'afterend') { if (!this._parent) return null; this._parent.insertBefore(el, this.nextSibling); }
    else throw domException('SyntaxError', "Failed to execute 'insertAdjacentElement' on 'Element': The value provided ('" + where + "') is not one of 'beforeBegin', 'afterBegin', 'beforeEnd', or 'afterEnd'.");
    return el;
  }
  insertAdjacentText(where, text) { this.insertAdjacentElement(where, new Text(String(text))); }
  insertAdjacentHTML(where, html) {
    const holder = new DocumentFragment();
    const w = String(where).toLowerCase();
    // The fragment parsing context: the parent for beforebegin/afterend, else this element.
    const context = w === 'beforebegin' || w === 'afterend' ? this.parentNode : this;
    parseHTML(String(html), holder, context && context._tag ? context._tag : 'body');
    if (['beforebegin', 'afterbegin', 'beforeend', 'afterend'].indexOf(w) === -1)
      throw domException('SyntaxError', "Failed to execute 'insertAdjacentHTML' on 'Element': The value provided ('" + where + "') is not one of 'beforeBegin', 'afterBegin', 'beforeEnd', or 'afterEnd'.");
    this.insertAdjacentElement(w, holder);
  }
  get children() { return liveCollection(() => elementChildren(this)); }
  get childElementCount() { return elementChildren(this).length; }
  get firstElementChild() { return elementChildren(this)[0] || null; }
  get lastElementChild() { const c = elementChildren(this); return c[c.length - 1] || null; }
  // HTML §4.12.3 The template element: its contents are a DocumentFragment of their own
  // (the template element itself has no children).
  get content() {
    if (this._tag !== 'template') return undefined;
    if (!this._content) Object.defineProperty(this, '_content', { value: new DocumentFragment() });
    return this._content;
  }
  get innerHTML() { return (this._tag === 'template' ? this.content : this)._children.map((c) => serialize(c)).join(''); }
  set innerHTML(html) {
    if (this._tag === 'template') { const content = this.content; content.replaceChildren(); parseHTML(String(html), content, 'template'); return; }
    setInnerHTML(this, html);
  }
  get outerHTML() { return serialize(this); }
  get innerText() { return this.textContent; }
  set innerText(v) { this.textContent = v; }
  querySelector(selector) { return querySelector(this, selector); }
  querySelectorAll(selector) { return querySelectorAll(this, selector); }
  getElementsByTagName(tag) { return liveCollection(() => getElementsByTagName(this, tag)); }
  getElementsByClassName(name) { return liveCollection(() => getElementsByClassName(this, name)); }
  matches(selector) { return matches(this, selector); }
  webkitMatchesSelector(selector) { return matches(this, selector, 'webkitMatchesSelector'); }
  closest(selector) {
    const list = parseSelectorList(selector, 'closest', 'Element');
    for (let n = this; n instanceof Element; n = n._parent) if (matchesSelectorList(n, list, this)) return n;
    return null;
  }
  click() {
    // HTMLElement.click(): a synthetic click, dispatched synchronously (not trusted).
    if (this.disabled) return;
    activate(this, new PointerEvent('click', { bubbles: true, cancelable: true, composed: true, view: win }), false);
  }
  // HTML "focus update steps": the old element gets blur then focusout (which bubbles),
  // the new one focus then focusin, each naming the other as relatedTarget.
  focus() {
    if (document._active === this || !isFocusable(this)) return;
    const old = document._active;
    if (old) commitChange(old);
    document._active = this;
    if (isTextField(this)) hidden(this, '_changeBase', this.value);
    if (old) focusChange(old, 'blur', 'focusout', this);
    focusChange(this, 'focus', 'focusin', old);
  }
  blur() { if (document._active === this) { commitChange(this); document._active = null; focusChange(this, 'blur', 'focusout', null); } }
  getBoundingClientRect() { const w = boxSize(this, 'width', 'offset'), h = boxSize(this, 'height', 'offset'); return { x: 0, y: 0, width: w, height: h, top: 0, left: 0, right: w, bottom: h }; }
  get offsetWidth() { return Math.round(boxSize(this, 'width', 'offset')); }
  get offsetHeight() { return Math.round(boxSize(this, 'height', 'offset')); }
  get clientWidth() { return Math.round(boxSize(this, 'width', 'client')); }
  get clientHeight() { return Math.round(boxSize(this, 'height', 'client')); }
  get scrollWidth() { return Math.round(boxSize(this, 'width', 'client')); }
  get scrollHeight() { return Math.round(boxSize(this, 'height', 'client')); }
  get offsetTop() { return 0; }
  get offsetLeft() { return 0; }
  get clientTop() { return this.isConnected ? Math.round(boxSide(this, 'border', 'top')) : 0; }
  get clientLeft() { return this.isConnected ? Math.round(boxSide(this, 'border', 'left')) : 0; }
  dispatchEvent(event) {
    // DOM §2.9: a dispatched click (a MouseEvent) runs the activation behavior too.
    if (event instanceof MouseEvent && event.type === 'click' && !event._s.dispatching) return activate(this, event, false);
    return super.dispatchEvent(event);
  }
  scrollIntoView() {}
}

// HTML §3.2.8 HTMLElement: every element evloop makes is one (SIMPLIFIED: no per-tag
// classes such as HTMLDivElement). Called without evloop's token, it is the
// [HTMLConstructor] of a custom element's class (HTML §3.2.3): `new MyElement()`, or
// `super()` in an upgrade, which returns the element being upgraded.
const kCreate = Symbol('create');
class HTMLElement extends Element {
  constructor(token, tag) {
    if (token !== kCreate) {
      const def = customByConstructor.get(new.target);
      if (!def) throw typeError("Failed to construct 'HTMLElement': Illegal constructor");
      const stack = def.construction;
      if (stack.length) {
        const el = stack[stack.length - 1];
        if (el === kAlreadyConstructed) throw domException('InvalidStateError', "Failed to construct 'HTMLElement': This instance is already constructed");
        stack[stack.length - 1] = kAlreadyConstructed;
        Object.setPrototypeOf(el, new.target.prototype);
        return el;
      }
      super(def.name);
      hidden(this, '_ce', 'custom');
      return;
    }
    super(tag);
  }
}
function makeElement(tag) { return new HTMLElement(kCreate, tag); }

// ---------------------------------------------------------------------------------------
// HTML §4.13 Custom elements https://html.spec.whatwg.org/multipage/custom-elements.html

const kAlreadyConstructed = Symbol('already constructed');
const customDefinitions = new Map(); // name → { name, ctor, observed, connected, disconnected, adopted, attributeChanged, construction }
const customByConstructor = new Map();
const whenDefinedPromises = new Map(); // name → { promise, resolve }
const reservedCustomNames = ['annotation-xml', 'color-profile', 'font-face', 'font-face-src', 'font-face-uri', 'font-face-format',
  'font-face-name', 'missing-glyph'];
// §4.13.2 "valid custom element name": PotentialCustomElementName with a hyphen.
const potentialCustomName = /^[a-z][-.0-9_a-z\u00b7\u00c0-\u00d6\u00d8-\u00f6\u00f8-\u037d\u037f-\u1fff\u200c\u200d\u203f\u2040\u2070-\u218f\u2c00-\u2fef\u3001-\ud7ff\uf900-\ufdcf\ufdf0-\ufffd\u{10000}-\u{effff}]*$/u;
function validCustomElementName(name) {
  return name.indexOf('-') !== -1 && potentialCustomName.test(name) && reservedCustomNames.indexOf(name) === -1;
}

// §4.13.6 Custom element reactions. Each [CEReactions] DOM call (appendChild,
// setAttribute, innerHTML, define, ...) has its element queue; reactions run when the
// call returns, element by element, each element's in order. DOM calls evloop's own
// methods make inside such a call share its queue. Reactions enqueued outside any DOM
// call (the browser's own steps) wait in the backup element queue for a microtask.
const reactionStack = [];
let inReactionsCall = false;
let backupQueue = null;
function enqueueReaction(el, fn, arg) {
  if (!el._reactions) hidden(el, '_reactions', []);
  el._reactions.push(fn, arg);
  let queue = reactionStack[reactionStack.length - 1];
  if (!queue) {
    if (!backupQueue) { backupQueue = []; queueMicrotask(() => { const q = backupQueue; backupQueue = null; invokeReactions(q); }); }
    queue = backupQueue;
  }
  if (queue[queue.length - 1] !== el) queue.push(el);
}
function invokeReactions(queue) {
  for (const el of queue) {
    const r = el._reactions;
    while (r.length) {
      const fn = r.shift(), arg = r.shift();
      if (fn === null) upgradeElement(el, arg);
      else {
        try { fn.apply(el, arg); } catch (e) { reportException(e); }
      }
    }
  }
}
// Wraps the DOM methods (and setters) that are [CEReactions] in the specs (`always`:
// even before the first definition, which define() makes).
function withReactions(proto, names, always) {
  for (const name of names) {
    const d = Object.getOwnPropertyDescriptor(proto, name);
    const wrap = (f) => ({ [name](...args) {
      if ((customDefinitions.size === 0 && !always) || inReactionsCall) return f.apply(this, args);
      inReactionsCall = true;
      reactionStack.push([]);
      try { return f.apply(this, args); } finally { inReactionsCall = false; invokeReactions(reactionStack.pop()); }
    } })[name];
    if (d.value) d.value = wrap(d.value);
    if (d.set) d.set = wrap(d.set);
    Object.defineProperty(proto, name, d);
  }
}

function customCallback(el, name) {
  const def = el._ce === 'custom' ? customDefinitions.get(el._tag) : undefined;
  return def ? def[name] : undefined;
}
// Shadow-including preorder: an element, its shadow tree, then its children.
function forEachShadowIncluding(node, fn) {
  const work = [node];
  while (work.length) {
    const n = work.pop();
    if (n instanceof Element) fn(n);
    for (let i = n._children.length - 1; i >= 0; i--) work.push(n._children[i]);
    if (n._shadow) work.push(n._shadow);
  }
}
// DOM §4.2.3 "insert", step 7.7: connectedCallback for custom elements, an upgrade try
// for the others.
function connectedReactions(node) {
  forEachShadowIncluding(node, (el) => {
    if (el._ce === 'custom') { const cb = customCallback(el, 'connected'); if (cb) enqueueReaction(el, cb, []); }
    else enqueueUpgrade(el);
  });
}
function disconnectedReactions(node) {
  forEachShadowIncluding(node, (el) => { const cb = customCallback(el, 'disconnected'); if (cb) enqueueReaction(el, cb, []); });
}
function attributeChangedReaction(el, name, oldValue, newValue) {
  const def = customDefinitions.get(el._tag);
  if (def && def.attributeChanged && def.observed.has(name)) enqueueReaction(el, def.attributeChanged, [name, oldValue, newValue, null]);
}
function enqueueUpgrade(el) {
  const def = el._ce === undefined ? customDefinitions.get(el._tag) : undefined;
  if (def) enqueueReaction(el, null, def);
}
// §4.13.5 "upgrade an element": the attributes' and connectedCallback's reactions are
// queued first, then the constructor runs with `super()` returning the element.
function upgradeElement(el, def) {
  if (el._ce !== undefined) return;
  hidden(el, '_ce', 'failed');
  if (def.attributeChanged)
    for (const [name, value] of el._attrs) if (def.observed.has(name)) enqueueReaction(el, def.attributeChanged, [name, null, value, null]);
  if (el.isConnected && def.connected) enqueueReaction(el, def.connected, []);
  def.construction.push(el);
  try {
    const result = Reflect.construct(def.ctor, []);
    if (result !== el) throw typeError("Failed to construct 'CustomElement': The result must be the same element it upgrades.");
  } catch (e) {
    el._reactions.length = 0;
    reportException(e);
    return;
  } finally {
    def.construction.pop();
  }
  el._ce = 'custom';
}
// DOM §4.5 createElement → HTML "create an element" with the synchronous custom
// elements flag: a defined name runs its constructor now.
function createElementFor(name) {
  const def = customDefinitions.get(name);
  if (!def) return makeElement(name);
  try {
    const el = new def.ctor();
    if (!(el instanceof HTMLElement) || el._tag !== name)
      throw domException('NotSupportedError', "Failed to execute 'createElement' on 'Document': The result must implement HTMLElement interface");
    return el;
  } catch (e) {
    reportException(e);
    const el = makeElement(name);
    hidden(el, '_ce', 'failed');
    return el;
  }
}
// innerHTML's setter (elements and shadow roots): the new children are parsed (their
// upgrades queued) before the old ones' disconnectedCallback.
function setInnerHTML(node, html) {
  const removed = node._children.slice();
  const wasConnected = customDefinitions.size > 0 && removed.length > 0 && node.isConnected;
  for (const c of removed) c._parent = null;
  node._children = [];
  const added = parseHTML(String(html), node);
  if (wasConnected) for (const c of removed) disconnectedReactions(c);
  queueMutation('childList', node, { added, removed });
  changed(node);
}

// §4.13.4 Interface CustomElementRegistry
class CustomElementRegistry {
  constructor(token) { if (token !== kCreate) throw typeError("Failed to construct 'CustomElementRegistry': Illegal constructor"); }
  define(name, ctor, options) {
    const fail = (what) => "Failed to execute 'define' on 'CustomElementRegistry': " + what;
    name = String(name);
    if (typeof ctor !== 'function') throw typeError(fail("parameter 2 is not of type 'Function'."));
    if (!isConstructor(ctor)) throw typeError(fail('constructor argument is not a constructor'));
    if (!validCustomElementName(name)) throw domException('SyntaxError', fail('"' + name + '" is not a valid custom element name'));
    if (customDefinitions.has(name)) throw domException('NotSupportedError', fail('the name "' + name + '" has already been used with this registry'));
    if (customByConstructor.has(ctor)) throw domException('NotSupportedError', fail('this constructor has already been used with this registry'));
    if (options && options.extends !== undefined)
      throw notSimulated('customElements.define() with { extends } (a customized built-in element)', 'Chromium has them, but evloop simulates autonomous custom elements only');
    const proto = ctor.prototype;
    if (proto === null || (typeof proto !== 'object' && typeof proto !== 'function')) throw typeError(fail("The 'prototype' property of the constructor is not an object."));
    const callback = (key) => {
      const v = proto[key];
      if (v !== undefined && typeof v !== 'function') throw typeError(fail("The '" + key + "' property of the prototype is not a function."));
      return v;
    };
    const def = { name, ctor, connected: callback('connectedCallback'), disconnected: callback('disconnectedCallback'),
      adopted: callback('adoptedCallback'), attributeChanged: callback('attributeChangedCallback'), observed: new Set(), construction: [] };
    if (def.attributeChanged) {
      const list = ctor.observedAttributes;
      if (list !== undefined) for (const a of list) def.observed.add(String(a));
    }
    customDefinitions.set(name, def);
    customByConstructor.set(ctor, def);
    // Elements of this name in the document are upgraded, in shadow-including tree order.
    forEachShadowIncluding(document, (el) => { if (el._tag === name) enqueueUpgrade(el); });
    const waiting = whenDefinedPromises.get(name);
    if (waiting) { whenDefinedPromises.delete(name); waiting.resolve(ctor); }
  }
  get(name) { const def = customDefinitions.get(String(name)); return def ? def.ctor : undefined; }
  getName(ctor) { const def = customByConstructor.get(ctor); return def ? def.name : null; }
  whenDefined(name) {
    name = String(name);
    if (!validCustomElementName(name))
      return Promise.reject(domException('SyntaxError', "Failed to execute 'whenDefined' on 'CustomElementRegistry': \"" + name + '" is not a valid custom element name'));
    const def = customDefinitions.get(name);
    if (def) return Promise.resolve(def.ctor);
    let waiting = whenDefinedPromises.get(name);
    if (!waiting) {
      waiting = {};
      waiting.promise = new Promise((resolve) => { waiting.resolve = resolve; });
      whenDefinedPromises.set(name, waiting);
    }
    return waiting.promise;
  }
  upgrade(root) { if (root instanceof Node) forEachShadowIncluding(root, (el) => enqueueUpgrade(el)); }
}
function isConstructor(f) {
  try { Reflect.construct(String, [], f); return true; } catch (e) { return false; }
}
const customElements = new CustomElementRegistry(kCreate);

// ---------------------------------------------------------------------------------------
// DOM §4.8 Interface ShadowRoot https://dom.spec.whatwg.org/#interface-shadowroot
// A shadow tree hangs off its host (element._shadow), outside the host's children: the
// document's queries and the host's textContent and innerHTML do not see into it.
// SIMPLIFIED: no slotchange events, no focus delegation; composedPath() shows closed
// shadow trees too.

class ShadowRoot extends DocumentFragment {
  constructor(token, host, mode) {
    if (token !== kCreate) throw typeError("Failed to construct 'ShadowRoot': Illegal constructor");
    super();
    hidden(this, '_host', host);
    hidden(this, '_mode', mode);
  }
  get host() { return this._host; }
  get mode() { return this._mode; }
  get delegatesFocus() { return false; }
  get slotAssignment() { return 'named'; }
  get activeElement() { const a = document._active; return a && a.getRootNode() === this ? a : null; }
  get innerHTML() { return this._children.map((c) => serialize(c)).join(''); }
  set innerHTML(html) { setInnerHTML(this, html); }
}
function shadowIncludingRoot(node) {
  let n = node;
  for (;;) {
    while (n._parent) n = n._parent;
    if (n instanceof ShadowRoot) n = n._host; else return n;
  }
}
function isShadowIncludingAncestor(ancestor, node) {
  for (let n = node; n; n = n._parent || (n instanceof ShadowRoot ? n._host : null)) if (n === ancestor) return true;
  return false;
}
// DOM §4.8 "retarget A against B": A, or the host of each shadow tree B is outside of.
function retarget(a, b) {
  for (;;) {
    const root = a.getRootNode();
    if (!(root instanceof ShadowRoot) || (b instanceof Node && isShadowIncludingAncestor(root, b))) return a;
    a = root._host;
  }
}
function retargetsForEvent(target, path) {
  if (!(target instanceof Node) || !(target.getRootNode() instanceof ShadowRoot)) return null;
  return path.map((n) => retarget(target, n));
}
const shadowHostTags = ['article', 'aside', 'blockquote', 'body', 'div', 'footer', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'header',
  'main', 'nav', 'p', 'section', 'span'];
// HTML §4.12.4 slots, "find a slot" (named slot assignment): the first slot in the host's
// shadow tree whose name is the node's slot attribute ('' for text and unnamed).
function findSlot(node) {
  const host = node._parent;
  if (!(host instanceof Element) || !host._shadow || !(node instanceof Element || node instanceof Text)) return null;
  const name = node instanceof Element ? node.getAttribute('slot') || '' : '';
  return querySelectorAll(host._shadow, 'slot').find((s) => (s.getAttribute('name') || '') === name) || null;
}
function assignedNodesOf(slot, flatten) {
  const root = slot.getRootNode();
  let nodes = root instanceof ShadowRoot ? root._host._children.filter((c) => findSlot(c) === slot) : [];
  if (!flatten) return nodes;
  if (!nodes.length) nodes = slot._children.filter((c) => c instanceof Element || c instanceof Text);
  const out = [];
  for (const n of nodes) {
    if (n instanceof Element && n._tag === 'slot' && n.getRootNode() instanceof ShadowRoot) out.push(...assignedNodesOf(n, true));
    else out.push(n);
  }
  return out;
}
function defineMethods(proto, methods) {
  for (const [k, d] of Object.entries(Object.getOwnPropertyDescriptors(methods))) { d.enumerable = false; Object.defineProperty(proto, k, d); }
}
defineMethods(Element.prototype, {
  attachShadow(init) {
    const fail = (what) => "Failed to execute 'attachShadow' on 'Element': " + what;
    const mode = init === undefined || init === null ? undefined : init.mode;
    if (mode === undefined) throw typeError(fail("Failed to read the 'mode' property from 'ShadowRootInit': Required member is undefined."));
    const m = String(mode);
    if (m !== 'open' && m !== 'closed') throw typeError(fail("Failed to read the 'mode' property from 'ShadowRootInit': The provided value '" + m + "' is not a valid enum value of type ShadowRootMode."));
    if (shadowHostTags.indexOf(this._tag) === -1 && !validCustomElementName(this._tag)) throw domException('NotSupportedError', fail('This element does not support attachShadow'));
    if (this._shadow) throw domException('NotSupportedError', fail('Shadow root cannot be created on a host which already hosts a shadow tree.'));
    const root = new ShadowRoot(kCreate, this, m);
    hidden(this, '_shadow', root);
    return root;
  },
  get shadowRoot() { return this._shadow && this._shadow._mode === 'open' ? this._shadow : null; },
  get slot() { return this.getAttribute('slot') || ''; },
  set slot(v) { this.setAttribute('slot', v); },
  get assignedSlot() { return findSlot(this); },
  assignedNodes(options) { return this._tag === 'slot' ? assignedNodesOf(this, !!(options && options.flatten)) : undefined; },
  assignedElements(options) { return this._tag === 'slot' ? assignedNodesOf(this, !!(options && options.flatten)).filter((n) => n instanceof Element) : undefined; },
});
defineMethods(Text.prototype, { get assignedSlot() { return findSlot(this); } });
withReactions(Node.prototype, ['appendChild', 'insertBefore', 'removeChild', 'replaceChild', 'remove', 'append', 'prepend',
  'replaceChildren', 'before', 'after', 'replaceWith', 'cloneNode', 'normalize', 'textContent']);
withReactions(Element.prototype, ['setAttribute', 'removeAttribute', 'toggleAttribute', 'innerHTML', 'insertAdjacentElement',
  'insertAdjacentHTML', 'insertAdjacentText', 'remove']);
withReactions(ShadowRoot.prototype, ['innerHTML']);
withReactions(CustomElementRegistry.prototype, ['define', 'upgrade'], true);

// DOM §4.9.1 Interface NamedNodeMap https://dom.spec.whatwg.org/#interface-namednodemap
// and §4.9.2 Interface Attr: element.attributes, in the element's attribute order.
// SIMPLIFIED: each read of .attributes is a snapshot of the names (index properties are
// own properties fixed at that moment); an Attr's value reads and writes the element.
class Attr {
  constructor(element, name) { hidden(this, '_el', element); hidden(this, '_name', name); }
  get nodeType() { return 2; }
  get name() { return this._name; }
  get localName() { return this._name; }
  get nodeName() { return this._name; }
  get value() { const v = this._el.getAttribute(this._name); return v === null ? '' : v; }
  set value(v) { this._el.setAttribute(this._name, v); }
  get nodeValue() { return this.value; }
  set nodeValue(v) { this.value = v; }
  get textContent() { return this.value; }
  set textContent(v) { this.value = v; }
  get ownerElement() { return this._el; }
  get namespaceURI() { return null; }
  get prefix() { return null; }
  get specified() { return true; }
}
class NamedNodeMap {
  constructor(element) {
    hidden(this, '_el', element);
    const names = element.getAttributeNames();
    names.forEach((name, i) => Object.defineProperty(this, i, { value: new Attr(element, name), enumerable: true, configurable: true }));
  }
  get length() { return this._el._attrs.size; }
  item(i) { const name = this._el.getAttributeNames()[Number(i) >>> 0]; return name === undefined ? null : new Attr(this._el, name); }
  getNamedItem(name) { name = String(name).toLowerCase(); return this._el.hasAttribute(name) ? new Attr(this._el, name) : null; }
  removeNamedItem(name) {
    const a = this.getNamedItem(name);
    if (!a) throw domException('NotFoundError', "Failed to execute 'removeNamedItem' on 'NamedNodeMap': No item with name '" + name + "' was found.");
    this._el.removeAttribute(a.name);
    return a;
  }
  *[Symbol.iterator]() { for (const name of this._el.getAttributeNames()) yield new Attr(this._el, name); }
}
const inputTypes = ['text', 'search', 'email', 'url', 'tel', 'password', 'number', 'checkbox', 'radio', 'button', 'submit', 'reset',
  'hidden', 'range', 'color', 'date', 'time', 'file', 'image', 'datetime-local', 'month', 'week'];
// Reflected URL attributes (href, src) read back resolved against the page's URL, and
// HTMLHyperlinkElementUtils (a.pathname, a.search, …) read that URL's parts.
function resolvedURLAttribute(el, attr) {
  const v = el.getAttribute(attr);
  if (v === null) return '';
  try { return new W.URL(v, currentEntry().url).href; } catch (e) { return v; }
}
for (const attr of ['href', 'src'])
  Object.defineProperty(Element.prototype, attr, { configurable: true, enumerable: true,
    get() { return resolvedURLAttribute(this, attr); }, set(v) { this.setAttribute(attr, v); } });
for (const part of ['origin', 'protocol', 'host', 'hostname', 'port', 'pathname', 'search', 'hash'])
  Object.defineProperty(Element.prototype, part, { configurable: true, enumerable: true,
    get() {
      if (this._tag !== 'a' && this._tag !== 'area') return undefined;
      const v = this.getAttribute('href');
      let u = null;
      if (v !== null) { try { u = new W.URL(v, currentEntry().url); } catch (e) { u = null; } }
      return u ? u[part] : '';
    } });
// Reflected attributes: strings, and booleans (present or not).
for (const [prop, attr] of [['name', 'name'], ['placeholder', 'placeholder'], ['htmlFor', 'for'],
  ['alt', 'alt'], ['lang', 'lang'], ['min', 'min'], ['max', 'max'], ['step', 'step'], ['pattern', 'pattern'], ['autocomplete', 'autocomplete'],
  ['rel', 'rel'], ['target', 'target'], ['action', 'action'], ['method', 'method'], ['role', 'role']])
  Object.defineProperty(Element.prototype, prop, { configurable: true, enumerable: true,
    get() { return this.getAttribute(attr) || ''; }, set(v) { this.setAttribute(attr, v); } });
for (const [prop, attr] of [['required', 'required'], ['readOnly', 'readonly'], ['multiple', 'multiple'], ['autofocus', 'autofocus'],
  ['open', 'open'], ['draggable', 'draggable'], ['inert', 'inert']])
  Object.defineProperty(Element.prototype, prop, { configurable: true, enumerable: true,
    get() { return this.hasAttribute(attr); }, set(v) { this.toggleAttribute(attr, !!v); } });
// maxLength / minLength: a non-negative integer attribute, -1 when absent or invalid.
for (const [prop, attr] of [['maxLength', 'maxlength'], ['minLength', 'minlength']])
  Object.defineProperty(Element.prototype, prop, { configurable: true, enumerable: true,
    get() { const a = this.getAttribute(attr); const v = a === null || !/^\s*\+?\d/.test(a) ? -1 : parseInt(a, 10); return v >= 0 && v <= 2147483647 ? v : -1; },
    set(v) {
      const n = Math.trunc(Number(v)) | 0;
      if (n < 0) throw domException('IndexSizeError', "Failed to set the '" + prop + "' property on '" + nodeInterfaceName(this) + "': The value provided (" + n + ') is negative.');
      this.setAttribute(attr, String(n));
    } });
Object.defineProperty(Element.prototype, 'tabIndex', { configurable: true, enumerable: true,
  get() { const v = parseInt(this.getAttribute('tabindex'), 10); return v === v ? v : ['a', 'button', 'input', 'select', 'textarea'].indexOf(this._tag) !== -1 ? 0 : -1; },
  set(v) { this.setAttribute('tabindex', String(v | 0)); } });

// The select an option belongs to (its parent, or its optgroup's parent); with
// `self`, a select itself or an optgroup's select (where inserting changes its options).
function selectOf(n, self) {
  if (self) return n._tag === 'select' ? n : n._tag === 'optgroup' && n._parent && n._parent._tag === 'select' ? n._parent : null;
  const p = n._parent;
  if (!p) return null;
  if (p._tag === 'select') return p;
  return p._tag === 'optgroup' && p._parent && p._parent._tag === 'select' ? p._parent : null;
}
function selectedOption(select) { return select._selected !== undefined ? select.options[select.selectedIndex] || null : null; }
// HTML's selectedness setting algorithm, in this DOM's terms (a select remembers an index
// once one is chosen): an inserted option that is selected (by its selected attribute or
// new Option(…, true)) becomes the selection; otherwise the one chosen before stays
// chosen at its new index, or the default applies again.
function keepSelection(select, had, inserted) {
  const opts = inserted ? (inserted._tag === 'option' ? [inserted] : inserted._tag === 'optgroup' ? querySelectorAll(inserted, 'option') : []) : [];
  const chosen = opts.filter((o) => (o._selectedness !== undefined ? o._selectedness : o.hasAttribute('selected'))).pop();
  for (const o of opts) delete o._selectedness;
  const keep = chosen || had;
  if (keep) Object.defineProperty(select, '_selected', { value: select.options.indexOf(keep), writable: true, configurable: true });
  else delete select._selected;
}

// HTML §4.10.10 new Option(text, value, defaultSelected, selected)
// https://html.spec.whatwg.org/multipage/form-elements.html#dom-option
function Option(text, value, defaultSelected, selected) { // its prototype is the elements' (instanceof works)
  if (!new.target) throw typeError("Failed to construct 'Option': Please use the 'new' operator, this DOM object constructor cannot be called as a function.");
  const el = makeElement('option');
  if (text !== undefined && String(text) !== '') el.appendChild(new Text(String(text)));
  if (value !== undefined) el.setAttribute('value', value);
  if (defaultSelected) el.setAttribute('selected', '');
  hidden(el, '_selectedness', !!selected);
  return el;
}
Option.prototype = HTMLElement.prototype;

// A radio button's group: other radios with the same name in the same form (or document).
function setChecked(el, value) {
  Object.defineProperty(el, '_checked', { value, writable: true, configurable: true });
  if (value && el._tag === 'input' && el.type === 'radio' && el.name) {
    const root = el.form || document;
    for (const other of querySelectorAll(root, 'input')) if (other !== el && other.type === 'radio' && other.name === el.name) setChecked(other, false);
  }
}
// DOM §2.9 dispatch, the activation steps https://dom.spec.whatwg.org/#concept-event-dispatch
// A click (a MouseEvent named 'click', from el.click(), a simulated user click or
// dispatchEvent) has an activation target: the target if it has activation behavior,
// else (when the event bubbles) the nearest ancestor that has. Before the dispatch its
// legacy-pre-activation behavior runs (a checkbox toggles, a radio is checked); after it
// the activation behavior runs, or, when a listener canceled the click, the
// legacy-canceled-activation behavior puts the checkedness back.
function hasActivationBehavior(el) {
  if (!(el instanceof Element)) return false;
  if (el._tag === 'input') return ['checkbox', 'radio', 'submit', 'image', 'reset'].indexOf(el.type) !== -1;
  if (el._tag === 'button') return true;
  if (el._tag === 'a' || el._tag === 'area') return el.hasAttribute('href');
  return el._tag === 'label' || isSummaryForDetails(el);
}
function activationTarget(el, event) {
  for (let n = el; n instanceof Element; n = n._parent) {
    if (hasActivationBehavior(n)) return n;
    if (!event.bubbles) break;
  }
  return null;
}
function isCheckable(el) { return el instanceof Element && el._tag === 'input' && (el.type === 'checkbox' || el.type === 'radio'); }
function activate(el, event, trusted) {
  const target = activationTarget(el, event);
  const checkable = isCheckable(target);
  const before = checkable ? target.checked : false;
  const beforeIndeterminate = checkable ? target.indeterminate : false;
  // A radio remembers the group's checked button, to give its checkedness back on cancel.
  const previousRadio = checkable && target.type === 'radio' ? radioGroup(target).find((r) => r.checked) || null : null;
  if (checkable) {
    // HTML §4.10.5.1.15/16 legacy-pre-activation behavior.
    setChecked(target, target.type === 'checkbox' ? !before : true);
    if (target.type === 'checkbox') target._indeterminate = false;
  }
  const notCanceled = dispatch(el, event, trusted);
  if (!target) return notCanceled;
  if (checkable) {
    if (!notCanceled) {
      // Legacy-canceled-activation behavior.
      if (previousRadio && previousRadio !== target && radioGroup(target).indexOf(previousRadio) !== -1) setChecked(previousRadio, true);
      else setChecked(target, before);
      target._indeterminate = beforeIndeterminate;
      changed(target);
      return notCanceled;
    }
    // HTML: a disconnected checkbox toggles but fires no input or change events.
    if (target.checked !== before && target.isConnected) {
      dispatch(target, new Event('input', { bubbles: true, composed: true }), trusted);
      dispatch(target, new Event('change', { bubbles: true }), trusted);
    }
    changed(target);
    return notCanceled;
  }
  if (!notCanceled) return notCanceled;
  if (isSubmitButton(target)) { if (target.form && !target.disabled) submitForm(target.form, target, trusted); }
  else if ((target._tag === 'button' && target.type === 'reset') || (target._tag === 'input' && target.type === 'reset')) { if (target.form && !target.disabled) target.form.reset(); }
  else if (target._tag === 'a' || target._tag === 'area') followHyperlink(target);
  else if (target._tag === 'label') labelActivation(target, el, event, trusted);
  else if (target._tag === 'summary') target._parent.open = !target._parent.open;
  return notCanceled;
}
// HTML §6.6.2 Data model: a focusable area is a connected, rendered element (no ancestor
// with display: none, not inert, not visibility: hidden) that is a link with href, an
// enabled form control (not a hidden input), a summary for its details, editable, or has
// a tabindex attribute. https://html.spec.whatwg.org/multipage/interaction.html#focusable-area
const formControlTags = ['button', 'input', 'select', 'textarea'];
function isFocusable(el) {
  if (!el.isConnected) return false;
  for (let n = el; n instanceof Element; n = n._parent)
    if (n.hasAttribute('inert') || computedValue(n, 'display', 0) === 'none') return false;
  if (computedValue(el, 'visibility', 0) === 'hidden') return false;
  if (formControlTags.indexOf(el._tag) !== -1) return !el.disabled && !(el._tag === 'input' && el.type === 'hidden');
  if (el.hasAttribute('tabindex') || (el.getAttribute('contenteditable') !== null && el.getAttribute('contenteditable') !== 'false')) return true;
  if ((el._tag === 'a' || el._tag === 'area') && el.hasAttribute('href')) return true;
  return isSummaryForDetails(el) || el._tag === 'iframe' || ((el._tag === 'audio' || el._tag === 'video') && el.hasAttribute('controls'));
}
// HTML §4.11.1 The details element https://html.spec.whatwg.org/multipage/interactive-elements.html#the-details-element
// The summary for its parent details is the parent's first summary child; its activation
// behavior toggles the parent's open attribute.
function isSummaryForDetails(el) {
  const d = el._parent;
  return el._tag === 'summary' && d instanceof Element && d._tag === 'details' && d._children.find((c) => c instanceof Element && c._tag === 'summary') === el;
}
// A change of open queues one toggle event task (ToggleEvent with oldState/newState); a
// second change while it waits only changes its newState. Opening a details that has a
// name closes the other open details of that name (the exclusive accordion).
function detailsOpenChanged(d, wasOpen) {
  const open = !wasOpen;
  if (d._toggleTask) d._toggleTask.newState = open ? 'open' : 'closed';
  else {
    const task = d._toggleTask = { oldState: wasOpen ? 'open' : 'closed', newState: open ? 'open' : 'closed' };
    B.queueTask('DOM manipulation', 'details toggle event', () => {
      d._toggleTask = null;
      dispatch(d, new ToggleEvent('toggle', { oldState: task.oldState, newState: task.newState }), true);
    }, 0, -1, []);
  }
  // "Ensure details exclusivity by closing other elements if needed", after the task.
  const name = d.getAttribute('name');
  if (open && name) {
    const root = d.getRootNode();
    for (const other of root.querySelectorAll ? Array.from(root.querySelectorAll('details[open]')) : [])
      if (other !== d && other.getAttribute('name') === name) other.removeAttribute('open');
  }
}
// HTML §6.12 ToggleEvent https://html.spec.whatwg.org/multipage/interaction.html#the-toggleevent-interface
class ToggleEvent extends Event {
  constructor(type, init) { super(...arguments); this._s.oldState = init && init.oldState !== undefined ? String(init.oldState) : ''; this._s.newState = init && init.newState !== undefined ? String(init.newState) : ''; }
  get oldState() { return this._s.oldState; }
  get newState() { return this._s.newState; }
}
// HTML §4.10.4 The label element: a click on the label (not on its control or on other
// interactive content inside it) focuses the control and clicks it, as Chromium does
// (HTMLLabelElement::DefaultEventHandler).
const interactiveTags = ['button', 'select', 'textarea', 'details', 'embed', 'iframe', 'label'];
function labelActivation(label, origin, event, trusted) {
  const control = label.control;
  if (!control || control.disabled) return;
  for (let n = origin; n && n !== label; n = n._parent) {
    if (n === control) return;
    if (interactiveTags.indexOf(n._tag) !== -1 || (n._tag === 'input' && n.type !== 'hidden') || (n._tag === 'a' && n.hasAttribute('href'))) return;
  }
  if (origin === control) return;
  control.focus();
  activate(control, new PointerEvent('click', { bubbles: true, cancelable: true, composed: true, view: win, detail: event.detail }), trusted);
}
const labelableTags = ['button', 'input', 'meter', 'output', 'progress', 'select', 'textarea'];
function isLabelable(el) { return el instanceof Element && labelableTags.indexOf(el._tag) !== -1 && !(el._tag === 'input' && el.type === 'hidden'); }
function isSubmitButton(el) {
  return el instanceof Element && ((el._tag === 'button' && el.type === 'submit') || (el._tag === 'input' && (el.type === 'submit' || el.type === 'image')));
}
// HTML §4.10.18.6 SubmitEvent https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#the-submitevent-interface
class SubmitEvent extends Event {
  constructor(type, init) { super(...arguments); this._s.submitter = init && init.submitter || null; }
  get submitter() { return this._s.submitter; }
}
// HTML §4.10.21.3 Form submission algorithm, steps up to firing 'submit': the SubmitEvent
// (submitter = the button, or null), after interactive constraint validation; the navigation
// that follows an uncanceled submit is not simulated (a note on stderr says so).
function submitForm(form, submitter, trusted) {
  // Step 6.3: unless the form's no-validate state is true, interactively validate first.
  const noValidate = (submitter && submitter.hasAttribute('formnovalidate')) || form.hasAttribute('novalidate');
  if (!noValidate && !interactivelyValidate(form)) return;
  const submit = new SubmitEvent('submit', { bubbles: true, cancelable: true, submitter: submitter || null });
  if (dispatch(form, submit, trusted)) B.report('evloop: the form was submitted; evloop does not simulate navigation (call event.preventDefault() in the submit listener)');
}
const formMembers = {
  requestSubmit(submitter) {
    if (submitter !== undefined && submitter !== null) {
      if (!isSubmitButton(submitter)) throw typeError("Failed to execute 'requestSubmit' on 'HTMLFormElement': The specified element is not a submit button.");
      if (submitter.form !== this) throw domException('NotFoundError', "Failed to execute 'requestSubmit' on 'HTMLFormElement': The specified element is not owned by this form element.");
    }
    submitForm(this, submitter, false);
  },
  submit() { B.report('evloop: form.submit() would navigate away; evloop does not simulate navigation'); },
};
for (const name of ['onclick', 'onmousedown', 'onmouseup', 'onpointerdown', 'onpointerup', 'onkeydown', 'onkeyup', 'onkeypress',
  'oninput', 'onchange', 'onfocus', 'onblur', 'onsubmit', 'onload', 'onerror', 'onscroll', 'onmouseover', 'ondblclick'])
  defineHandler(Element.prototype, name);

// ---------------------------------------------------------------------------------------
// Selectors Level 4 https://drafts.csswg.org/selectors-4/ — the selectors that
// querySelector(All), matches, closest and the <style> rules of getComputedStyle use.
// A selector list is parsed into complex selectors, each a list of compound selectors
// with the combinator to their left; matching goes right to left. querySelectorAll
// walks the tree in document order and keeps the elements some complex selector matches.
// SIMPLIFIED: no namespaces, no :has(), no "of S" in :nth-child(); pseudo-elements parse
// and never match; :hover/:active/:visited never match (evloop has no pointer position).

const selectorCache = new Map();
function isNameStart(c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c === '_' || c >= '\u0080'; }
function isNameChar(c) { return isNameStart(c) || (c >= '0' && c <= '9') || c === '-'; }
// Throws this (caught by parseSelectorList) for any syntax error.
const selectorSyntaxError = { selectorSyntaxError: true };
const unsupportedSelector = { unsupported: '' };
class SelectorParser {
  constructor(text) { this.s = text; this.i = 0; }
  peek() { return this.s[this.i]; }
  skipSpace() { const start = this.i; while (this.i < this.s.length && isSpace(this.s[this.i])) this.i++; return this.i > start; }
  fail() { throw selectorSyntaxError; }
  // 4.3.11 ident-token (with the escapes of 4.3.7)
  ident() {
    const s = this.s;
    let out = '';
    const start = this.i;
    const escape = () => {
      this.i++;
      if (this.i >= s.length) { out += '\ufffd'; return; }
      let hex = '';
      while (hex.length < 6 && /[0-9a-fA-F]/.test(s[this.i] || '')) hex += s[this.i++];
      if (hex) { const cp = parseInt(hex, 16); out += cp === 0 || cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff) ? '\ufffd' : String.fromCodePoint(cp); if (isSpace(s[this.i] || 'x')) this.i++; }
      else if (s[this.i] === '\n') this.fail();
      else out += s[this.i++];
    };
    if (s[this.i] === '-') { out += '-'; this.i++; }
    if (s[this.i] === '\\') escape();
    else if (s[this.i] === '-' && out === '-') { out += '-'; this.i++; }
    else if (isNameStart(s[this.i] || '')) out += s[this.i++];
    else { this.i = start; this.fail(); }
    for (;;) {
      const c = s[this.i];
      if (c === undefined) break;
      if (c === '\\') escape();
      else if (isNameChar(c)) { out += c; this.i++; }
      else break;
    }
    return out;
  }
  string() {
    const q = this.s[this.i++];
    let out = '';
    for (;;) {
      const c = this.s[this.i++];
      if (c === undefined) return out; // an unclosed string ends at the end (CSS Syntax 4.3.5)
      if (c === q) return out;
      if (c === '\n') this.fail();
      if (c === '\\') { const n = this.s[this.i]; if (n === undefined) continue; if (n === '\n') { this.i++; continue; } this.i--; out += this.escapeIn(); continue; }
      out += c;
    }
  }
  escapeIn() {
    // at a backslash inside a string
    this.i++;
    let hex = '';
    while (hex.length < 6 && /[0-9a-fA-F]/.test(this.s[this.i] || '')) hex += this.s[this.i++];
    if (hex) { if (isSpace(this.s[this.i] || 'x')) this.i++; const cp = parseInt(hex, 16); return cp === 0 || cp > 0x10ffff ? '\ufffd' : String.fromCodePoint(cp); }
    return this.s[this.i++];
  }
  // <selector-list> = <complex-selector>#
  list(nested) {
    const out = [];
    for (;;) {
      this.skipSpace();
      out.push(this.complex());
      this.skipSpace();
      if (this.peek() === ',') { this.i++; continue; }
      if (this.i >= this.s.length || (nested && this.peek() === ')')) return out;
      this.fail();
    }
  }
  // <complex-selector> = <compound-selector> [ <combinator>? <compound-selector> ]*
  complex() {
    const parts = [{ comb: null, c: this.compound() }];
    for (;;) {
      const space = this.skipSpace();
      const c = this.peek();
      if (c === '>' || c === '+' || c === '~') { this.i++; this.skipSpace(); parts.push({ comb: c, c: this.compound() }); continue; }
      if (c === undefined || c === ',' || c === ')') return parts;
      if (!space) this.fail();
      parts.push({ comb: ' ', c: this.compound() });
    }
  }
  // <compound-selector> = [ <type-selector>? <subclass-selector>* <pseudo-element>* ]!
  compound() {
    const c = { tag: null, ids: [], classes: [], attrs: [], pseudos: [], element: false };
    let any = false;
    if (this.peek() === '*') { this.i++; any = true; }
    else if (isNameStart(this.peek() || '') || this.peek() === '-' || this.peek() === '\\') { c.tag = this.ident().toLowerCase(); any = true; }
    for (;;) {
      const ch = this.peek();
      if (ch === '#') { this.i++; c.ids.push(this.ident()); }
      else if (ch === '.') { this.i++; c.classes.push(this.ident()); }
      else if (ch === '[') { this.i++; c.attrs.push(this.attribute()); }
      else if (ch === ':' && this.s[this.i + 1] === ':') { this.i += 2; this.ident(); c.element = true; if (this.peek() === '(') this.fail(); }
      else if (ch === ':') { this.i++; c.pseudos.push(this.pseudo()); }
      else break;
      any = true;
    }
    if (!any) this.fail();
    return c;
  }
  // <attribute-selector> = '[' <wq-name> ']' | '[' <wq-name> <attr-matcher> [ <string-token> | <ident-token> ] <attr-modifier>? ']'
  attribute() {
    this.skipSpace();
    const name = this.ident().toLowerCase();
    this.skipSpace();
    let op = this.peek();
    // An unclosed [ or ( at the end of the text is closed there (CSS Syntax 5.4.8).
    if (op === ']' || op === undefined) { this.i++; return { name, op: null }; }
    if ('~|^$*'.indexOf(op) !== -1) { this.i++; if (this.peek() !== '=') this.fail(); this.i++; }
    else if (op === '=') this.i++;
    else this.fail();
    this.skipSpace();
    const value = this.peek() === '"' || this.peek() === "'" ? this.string() : this.ident();
    this.skipSpace();
    let insensitive = false;
    if (this.peek() !== ']' && this.peek() !== undefined) { const flag = this.ident().toLowerCase(); if (flag !== 'i' && flag !== 's') this.fail(); insensitive = flag === 'i'; this.skipSpace(); }
    if (this.peek() !== ']' && this.peek() !== undefined) this.fail();
    this.i++;
    return { name, op, value, insensitive };
  }
  pseudo() {
    const name = this.ident().toLowerCase();
    if (this.peek() !== '(') {
      if (simplePseudos.indexOf(name) === -1) this.fail();
      return { name };
    }
    this.i++;
    let arg;
    if (name === 'not' || name === 'is' || name === 'where' || name === 'matches') arg = this.list(true);
    else if (name === 'nth-child' || name === 'nth-last-child' || name === 'nth-of-type' || name === 'nth-last-of-type') arg = this.nth();
    else if (name === 'has') { unsupportedSelector.unsupported = ':has()'; throw unsupportedSelector; }
    else this.fail();
    this.skipSpace();
    if (this.peek() !== ')' && this.peek() !== undefined) this.fail();
    this.i++;
    return { name, arg };
  }
  // 6.2 The An+B microsyntax https://drafts.csswg.org/css-syntax-3/#anb-microsyntax
  nth() {
    this.skipSpace();
    const start = this.i;
    while (this.i < this.s.length && /[0-9a-zA-Z+\- ]/.test(this.s[this.i]) && this.s[this.i] !== ')') this.i++;
    const text = this.s.slice(start, this.i).trim().toLowerCase();
    if (text === 'odd') return { a: 2, b: 1 };
    if (text === 'even') return { a: 2, b: 0 };
    const m = /^([+-]?)(\d*)n(?:\s*([+-])\s*(\d+))?$/.exec(text);
    if (m && !(m[1] && /\s/.test(text.slice(0, 1)))) {
      const a = (m[1] === '-' ? -1 : 1) * (m[2] === '' ? 1 : Number(m[2]));
      const b = m[3] ? (m[3] === '-' ? -1 : 1) * Number(m[4]) : 0;
      return { a, b };
    }
    if (/^[+-]?\d+$/.test(text)) return { a: 0, b: Number(text) };
    this.fail();
  }
}
const simplePseudos = ['first-child', 'last-child', 'only-child', 'first-of-type', 'last-of-type', 'only-of-type', 'empty', 'checked',
  'disabled', 'enabled', 'root', 'scope', 'focus', 'focus-visible', 'focus-within', 'hover', 'active', 'visited', 'link', 'any-link',
  'required', 'optional', 'read-only', 'read-write', 'placeholder-shown', 'defined', 'target', 'indeterminate', 'default', 'valid', 'invalid'];

// Parses `text`, or throws the SyntaxError DOMException Chromium throws from `api` on `iface`.
function parseSelectorList(text, api, iface) {
  text = String(text);
  const cached = selectorCache.get(text);
  if (cached) return cached;
  if (text === '') throw domException('SyntaxError', "Failed to execute '" + api + "' on '" + iface + "': The provided selector is empty.");
  let list = null;
  let failure = null;
  try { list = new SelectorParser(text).list(false); }
  catch (e) { failure = e; }
  if (failure === unsupportedSelector)
    throw domException('SyntaxError', "Failed to execute '" + api + "' on '" + iface + "': '" + text + "' uses " + failure.unsupported + ", which evloop does not support yet.");
  if (failure === selectorSyntaxError)
    throw domException('SyntaxError', "Failed to execute '" + api + "' on '" + iface + "': '" + text + "' is not a valid selector.");
  if (failure) throw failure;
  if (selectorCache.size > 500) selectorCache.clear();
  selectorCache.set(text, list);
  return list;
}
function interfaceName(node) { return node instanceof Document ? 'Document' : node instanceof DocumentFragment ? 'DocumentFragment' : 'Element'; }

function elementSiblings(el) { return el._parent ? el._parent._children.filter((c) => c instanceof Element) : [el]; }
// :nth-child(An+B): is there an n >= 0 with An+B = index (1-based)?
function nthMatches(nth, index) {
  if (nth.a === 0) return index === nth.b;
  const n = (index - nth.b) / nth.a;
  return n >= 0 && Number.isInteger(n);
}
const disableableTags = ['button', 'input', 'select', 'textarea', 'optgroup', 'option', 'fieldset'];
function isDisabled(el) {
  if (el.hasAttribute('disabled')) return true;
  // A control inside a disabled <fieldset> is disabled too (except inside its first <legend>; SIMPLIFIED: ignored).
  if (el._tag !== 'fieldset') for (let p = el._parent; p instanceof Element; p = p._parent) if (p._tag === 'fieldset' && p.hasAttribute('disabled')) return true;
  return false;
}
function matchesPseudo(el, p, scope) {
  switch (p.name) {
    case 'not': return !p.arg.some((complex) => matchesComplex(el, complex, complex.length - 1, scope));
    case 'is': case 'where': case 'matches': return p.arg.some((complex) => matchesComplex(el, complex, complex.length - 1, scope));
    case 'first-child': return elementSiblings(el)[0] === el;
    case 'last-child': { const s = elementSiblings(el); return s[s.length - 1] === el; }
    case 'only-child': return elementSiblings(el).length === 1;
    case 'nth-child': return nthMatches(p.arg, elementSiblings(el).indexOf(el) + 1);
    case 'nth-last-child': { const s = elementSiblings(el); return nthMatches(p.arg, s.length - s.indexOf(el)); }
    case 'first-of-type': case 'last-of-type': case 'only-of-type': case 'nth-of-type': case 'nth-last-of-type': {
      const s = elementSiblings(el).filter((c) => c._tag === el._tag);
      const i = s.indexOf(el);
      if (p.name === 'first-of-type') return i === 0;
      if (p.name === 'last-of-type') return i === s.length - 1;
      if (p.name === 'only-of-type') return s.length === 1;
      return nthMatches(p.arg, p.name === 'nth-of-type' ? i + 1 : s.length - i);
    }
    case 'empty': return el._children.every((c) => !(c instanceof Element) && !(c instanceof Text && c.data !== ''));
    case 'checked':
      if (el._tag === 'input' && (el.type === 'checkbox' || el.type === 'radio')) return el.checked;
      return el._tag === 'option' && el.selected;
    case 'disabled': return disableableTags.indexOf(el._tag) !== -1 && isDisabled(el);
    case 'enabled': return disableableTags.indexOf(el._tag) !== -1 && !isDisabled(el);
    case 'root': return el._parent === document;
    case 'scope': return scope ? el === scope : el._parent === document;
    case 'focus': case 'focus-visible': return document._active === el;
    case 'focus-within': for (let a = document._active; a; a = a._parent) if (a === el) return true; return false;
    case 'link': case 'any-link': return (el._tag === 'a' || el._tag === 'area') && el.hasAttribute('href');
    case 'required': return ['input', 'select', 'textarea'].indexOf(el._tag) !== -1 && el.hasAttribute('required');
    case 'optional': return ['input', 'select', 'textarea'].indexOf(el._tag) !== -1 && !el.hasAttribute('required');
    case 'read-write': return (el._tag === 'input' || el._tag === 'textarea') && !el.hasAttribute('readonly') && !isDisabled(el);
    case 'read-only': return !((el._tag === 'input' || el._tag === 'textarea') && !el.hasAttribute('readonly') && !isDisabled(el));
    case 'placeholder-shown': return (el._tag === 'input' || el._tag === 'textarea') && el.hasAttribute('placeholder') && el.value === '';
    case 'defined': return true;
    default: return false; // :hover, :active, :visited, :target, ...
  }
}
function matchesAttribute(el, a) {
  let v = el.getAttribute(a.name);
  if (v === null) return false;
  if (a.op === null) return true;
  let want = a.value;
  if (a.insensitive) { v = v.toLowerCase(); want = want.toLowerCase(); }
  switch (a.op) {
    case '=': return v === want;
    case '~': return want !== '' && v.split(/[ \t\n\r\f]+/).indexOf(want) !== -1;
    case '|': return v === want || v.startsWith(want + '-');
    case '^': return want !== '' && v.startsWith(want);
    case '$': return want !== '' && v.endsWith(want);
    case '*': return want !== '' && v.indexOf(want) !== -1;
  }
  return false;
}
function matchesCompound(el, c, scope) {
  if (c.element) return false;
  if (c.tag !== null && el._tag !== c.tag) return false;
  for (const id of c.ids) if (el.getAttribute('id') !== id) return false;
  if (c.classes.length) { const cl = (el.getAttribute('class') || '').split(/[ \t\n\r\f]+/); for (const k of c.classes) if (cl.indexOf(k) === -1) return false; }
  for (const a of c.attrs) if (!matchesAttribute(el, a)) return false;
  for (const p of c.pseudos) if (!matchesPseudo(el, p, scope)) return false;
  return true;
}
// Does parts[0..k] match with parts[k] matching el?
function matchesComplex(el, parts, k, scope) {
  if (!matchesCompound(el, parts[k].c, scope)) return false;
  if (k === 0) return true;
  const comb = parts[k].comb;
  if (comb === '>') { const p = el._parent; return p instanceof Element && matchesComplex(p, parts, k - 1, scope); }
  if (comb === ' ') { for (let p = el._parent; p instanceof Element; p = p._parent) if (matchesComplex(p, parts, k - 1, scope)) return true; return false; }
  if (comb === '+') { const s = el.previousElementSibling; return s !== null && matchesComplex(s, parts, k - 1, scope); }
  for (let s = el.previousElementSibling; s; s = s.previousElementSibling) if (matchesComplex(s, parts, k - 1, scope)) return true;
  return false;
}
function matchesSelectorList(el, list, scope) {
  if (!(el instanceof Element)) return false;
  for (const complex of list) if (matchesComplex(el, complex, complex.length - 1, scope)) return true;
  return false;
}
// Element.matches / closest https://dom.spec.whatwg.org/#dom-element-matches
function matches(el, selector, api) { return matchesSelectorList(el, parseSelectorList(selector, api || 'matches', 'Element'), el); }
// 4.2.6 Mixin ParentNode: querySelectorAll https://dom.spec.whatwg.org/#scope-match-a-selectors-string
function querySelectorAll(root, selector, api) {
  const list = parseSelectorList(selector, api || 'querySelectorAll', interfaceName(root));
  const scope = root instanceof Element ? root : null;
  const out = [];
  const walk = (n) => { for (const c of n._children) { if (c instanceof Element) { if (matchesSelectorList(c, list, scope)) out.push(c); walk(c); } } };
  walk(root);
  return out;
}
function querySelector(root, selector) { return querySelectorAll(root, selector, 'querySelector')[0] || null; }
// The elements getElementsByTagName/ClassName list now (the methods wrap them in live collections).
function getElementsByTagName(root, tag) {
  tag = String(tag).toLowerCase();
  const out = [];
  const walk = (n) => { for (const c of n._children) if (c instanceof Element) { if (tag === '*' || c._tag === tag) out.push(c); walk(c); } };
  walk(root);
  return out;
}
function getElementsByClassName(root, names) {
  const wanted = String(names).split(/[ \t\n\r\f]+/).filter(Boolean);
  const out = [];
  const walk = (n) => {
    for (const c of n._children) if (c instanceof Element) {
      const cl = (c.getAttribute('class') || '').split(/[ \t\n\r\f]+/);
      if (wanted.length && wanted.every((w) => cl.indexOf(w) !== -1)) out.push(c);
      walk(c);
    }
  };
  walk(root);
  return out;
}

// ---------------------------------------------------------------------------------------
// Tables (HTML §4.9): createTHead/createTBody/createTFoot, insertRow/deleteRow, rows,
// tBodies, insertCell/deleteCell, cells, rowIndex, cellIndex.
// SIMPLIFIED: evloop has one Element class, so these members exist on every element; on a
// non-table element they act on its child elements as a table would.
function childrenTagged(el, tags) { return el._children.filter((c) => c instanceof Element && tags.indexOf(c._tag) !== -1); }
function tableRows(el) {
  if (el._tag !== 'table') return childrenTagged(el, ['tr']);
  const head = [], body = [], foot = [];
  for (const c of el._children) {
    if (!(c instanceof Element)) continue;
    if (c._tag === 'tr') body.push(c);
    else if (c._tag === 'thead') head.push(...childrenTagged(c, ['tr']));
    else if (c._tag === 'tbody') body.push(...childrenTagged(c, ['tr']));
    else if (c._tag === 'tfoot') foot.push(...childrenTagged(c, ['tr']));
  }
  return head.concat(body, foot);
}
function indexSizeError(api, iface, index, length) {
  return domException('IndexSizeError', "Failed to execute '" + api + "' on '" + iface + "': The index provided (" + index + ') is outside the range [-1, ' + length + '].');
}
const tableMembers = {
  get rows() { return tableRows(this); },
  get tBodies() { return childrenTagged(this, ['tbody']); },
  get tHead() { return childrenTagged(this, ['thead'])[0] || null; },
  get tFoot() { return childrenTagged(this, ['tfoot'])[0] || null; },
  get caption() { return childrenTagged(this, ['caption'])[0] || null; },
  createTHead() {
    const existing = this.tHead;
    if (existing) return existing;
    const head = makeElement('thead');
    // before the first child that is not a caption or colgroup
    const ref = this._children.find((c) => !(c instanceof Element && (c._tag === 'caption' || c._tag === 'colgroup'))) || null;
    this.insertBefore(head, ref);
    return head;
  },
  createTFoot() { const existing = this.tFoot; if (existing) return existing; const foot = makeElement('tfoot'); this.appendChild(foot); return foot; },
  createTBody() {
    const body = makeElement('tbody');
    const bodies = this.tBodies;
    this.insertBefore(body, bodies.length ? bodies[bodies.length - 1].nextSibling : null);
    return body;
  },
  createCaption() { const existing = this.caption; if (existing) return existing; const c = makeElement('caption'); this.insertBefore(c, this.firstChild); return c; },
  deleteTHead() { const h = this.tHead; if (h) this.removeChild(h); },
  deleteTFoot() { const f = this.tFoot; if (f) this.removeChild(f); },
  // https://html.spec.whatwg.org/multipage/tables.html#dom-table-insertrow
  insertRow(index) {
    index = index === undefined ? -1 : Number(index) | 0;
    const rows = this.rows;
    const iface = this._tag === 'table' ? 'HTMLTableElement' : 'HTMLTableSectionElement';
    if (index < -1 || index > rows.length) throw indexSizeError('insertRow', iface, index, rows.length);
    const tr = makeElement('tr');
    if (this._tag !== 'table') { this.insertBefore(tr, index === -1 || index === rows.length ? null : rows[index]); return tr; }
    const bodies = this.tBodies;
    if (!rows.length && !bodies.length) { const body = makeElement('tbody'); this.appendChild(body); body.appendChild(tr); }
    else if (!rows.length) bodies[bodies.length - 1].appendChild(tr);
    else if (index === -1 || index === rows.length) rows[rows.length - 1]._parent.appendChild(tr);
    else rows[index]._parent.insertBefore(tr, rows[index]);
    return tr;
  },
  deleteRow(index) {
    const rows = this.rows;
    index = Number(index) | 0;
    if (index === -1) { if (rows.length) rows[rows.length - 1].remove(); return; }
    if (index < 0 || index >= rows.length) throw domException('IndexSizeError', "Failed to execute 'deleteRow' on '" + (this._tag === 'table' ? 'HTMLTableElement' : 'HTMLTableSectionElement') + "': The index provided (" + index + ') is greater than the number of rows (' + rows.length + ').');
    rows[index].remove();
  },
  get cells() { return childrenTagged(this, ['td', 'th']); },
  insertCell(index) {
    index = index === undefined ? -1 : Number(index) | 0;
    const cells = this.cells;
    if (index < -1 || index > cells.length) throw indexSizeError('insertCell', 'HTMLTableRowElement', index, cells.length);
    const td = makeElement('td');
    this.insertBefore(td, index === -1 || index === cells.length ? null : cells[index]);
    return td;
  },
  deleteCell(index) {
    const cells = this.cells;
    index = Number(index) | 0;
    if (index === -1) { if (cells.length) cells[cells.length - 1].remove(); return; }
    if (index < 0 || index >= cells.length) throw domException('IndexSizeError', "Failed to execute 'deleteCell' on 'HTMLTableRowElement': The value provided (" + index + ') is outside the range [0, ' + cells.length + ').');
    cells[index].remove();
  },
  get rowIndex() {
    let table = this._parent;
    if (table && table._tag !== 'table') table = table._parent;
    return table && table._tag === 'table' ? tableRows(table).indexOf(this) : -1;
  },
  get sectionRowIndex() { return this._parent ? childrenTagged(this._parent, ['tr']).indexOf(this) : -1; },
  get cellIndex() { return this._parent && this._parent._tag === 'tr' ? childrenTagged(this._parent, ['td', 'th']).indexOf(this) : -1; },
};
for (const key of Object.getOwnPropertyNames(tableMembers)) {
  const d = Object.getOwnPropertyDescriptor(tableMembers, key);
  d.enumerable = false;
  Object.defineProperty(Element.prototype, key, d);
}

// ---------------------------------------------------------------------------------------
// Forms: form.elements and FormData (XHR §4.3) https://xhr.spec.whatwg.org/#interface-formdata

const listedTags = ['button', 'fieldset', 'input', 'object', 'output', 'select', 'textarea'];
// HTMLFormControlsCollection: SIMPLIFIED: an array with the controls' ids and names as
// extra properties (not live).
function formElements(form) {
  const list = querySelectorAll(form, '*').filter((el) => listedTags.indexOf(el._tag) !== -1 && !(el._tag === 'input' && el.type === 'image'));
  const named = new Map();
  for (const el of list) for (const key of [el.id, el.getAttribute('name') || '']) {
    if (key === '' || String(Number(key)) === key || named.has(key)) continue;
    named.set(key, el);
  }
  for (const [key, el] of named) if (!(key in list)) Object.defineProperty(list, key, { value: el, enumerable: false, configurable: true });
  Object.defineProperty(list, 'namedItem', { value: (name) => named.get(String(name)) || null, enumerable: false, configurable: true });
  Object.defineProperty(list, 'item', { value: (i) => list[i] || null, enumerable: false, configurable: true });
  return list;
}
// HTML §4.10.20 Constraints https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#constraints
// willValidate, validity (a ValidityState), validationMessage in Chromium's English
// wording, setCustomValidity, checkValidity / reportValidity (the 'invalid' event), and
// the interactive validation of a form's submission.
// SIMPLIFIED: tooLong/tooShort only after a simulated user edit (as the spec says: a
// script's value never triggers them); dates and times check range as strings only.
const validityFlags = ['valueMissing', 'typeMismatch', 'patternMismatch', 'tooLong', 'tooShort', 'rangeUnderflow', 'rangeOverflow', 'stepMismatch', 'badInput', 'customError'];
class ValidityState {
  constructor() { throw typeError('Illegal constructor'); }
}
for (const flag of validityFlags.concat(['valid']))
  Object.defineProperty(ValidityState.prototype, flag, { configurable: true, enumerable: true, get() { return validityOf(this._el)[flag]; } });
Object.defineProperty(ValidityState.prototype, Symbol.toStringTag, { value: 'ValidityState', configurable: true });
const numericTypes = ['number', 'range'];
const dateTypes = ['date', 'month', 'week', 'time', 'datetime-local'];
const requiredTypes = ['text', 'search', 'url', 'tel', 'email', 'password', 'number', 'checkbox', 'radio', 'file', 'date', 'month', 'week', 'time', 'datetime-local'];
const floatPattern = /^-?(?:[0-9]+(?:\.[0-9]+)?|\.[0-9]+)(?:[eE][+-]?[0-9]+)?$/;
function parseFloatingPoint(v) { return floatPattern.test(v) ? Number(v) : NaN; }
const emailPattern = /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;
function emailAddresses(el) { return el.multiple ? el.value.split(',').map((a) => a.trim()) : [el.value]; }
function willValidate(el) {
  if (!(el instanceof Element)) return false;
  if (['input', 'select', 'textarea', 'button'].indexOf(el._tag) === -1) return false;
  if (el.disabled || el.closest('datalist') || inDisabledFieldset(el)) return false;
  if (el._tag === 'button') return el.type === 'submit';
  if (el._tag === 'input') {
    if (['hidden', 'reset', 'button'].indexOf(el.type) !== -1) return false;
    if (el.readOnly && ['checkbox', 'radio', 'file', 'range', 'color', 'submit', 'image'].indexOf(el.type) === -1) return false;
  }
  if (el._tag === 'textarea' && el.readOnly) return false;
  return true;
}
function inDisabledFieldset(el) {
  for (let n = el._parent; n instanceof Element; n = n._parent) {
    if (n._tag === 'fieldset' && n.disabled) {
      const legend = elementChildren(n).find((c) => c._tag === 'legend');
      return !(legend && legend.contains(el));
    }
  }
  return false;
}
// The step of a number or range input (null when step="any"), its base and bounds.
function stepInfo(el) {
  const range = el.type === 'range';
  const min = parseFloatingPoint(el.getAttribute('min') || '');
  const max = parseFloatingPoint(el.getAttribute('max') || '');
  const stepAttr = el.getAttribute('step');
  let step = 1;
  if (stepAttr !== null) {
    if (stepAttr.trim().toLowerCase() === 'any') step = null;
    else { const n = parseFloatingPoint(stepAttr); if (n > 0) step = n; }
  }
  let base = min;
  if (Number.isNaN(base)) base = parseFloatingPoint(el.getAttribute('value') || '');
  if (Number.isNaN(base)) base = range ? 0 : 0;
  return { step, base, min: Number.isNaN(min) && range ? 0 : min, max: Number.isNaN(max) && range ? 100 : max };
}
function decimalsOf(n) {
  const s = String(n);
  const e = s.match(/e-(\d+)$/);
  if (e) return Number(e[1]) + ((s.split('e')[0].split('.')[1] || '').length);
  return (s.split('.')[1] || '').length;
}
// Arithmetic on the step grid, rounded to the inputs' decimal places (Chromium computes
// in decimal).
function roundTo(n, digits) { return Number(n.toFixed(Math.min(20, digits))); }
function stepDigits(info, v) { return Math.max(decimalsOf(info.step || 1), decimalsOf(info.base), decimalsOf(v)); }
function isStepMismatch(info, v) {
  if (info.step === null) return false;
  const q = (v - info.base) / info.step;
  return Math.abs(q - Math.round(q)) > 1e-7;
}
function validityOf(el) {
  const f = { valueMissing: false, typeMismatch: false, patternMismatch: false, tooLong: false, tooShort: false, rangeUnderflow: false,
    rangeOverflow: false, stepMismatch: false, badInput: false, customError: !!el._customValidity };
  if (willValidate(el)) {
    const tag = el._tag, type = el.type, value = el.value;
    if (el.required) {
      if (tag === 'select') f.valueMissing = selectValueMissing(el);
      else if (tag === 'textarea') f.valueMissing = value === '';
      else if (tag === 'input' && requiredTypes.indexOf(type) !== -1) {
        if (type === 'checkbox') f.valueMissing = !el.checked;
        else if (type === 'radio') f.valueMissing = !radioGroup(el).some((r) => r.checked);
        else f.valueMissing = value === '';
      }
    } else if (tag === 'input' && type === 'radio' && radioGroup(el).some((r) => r.required)) f.valueMissing = !radioGroup(el).some((r) => r.checked);
    if (tag === 'input' && value !== '') {
      if (type === 'email') f.typeMismatch = emailAddresses(el).some((a) => !emailPattern.test(a));
      if (type === 'url') { try { new W.URL(value); } catch (e) { f.typeMismatch = true; } }
      const pattern = el.getAttribute('pattern');
      if (pattern !== null && ['text', 'search', 'url', 'tel', 'email', 'password'].indexOf(type) !== -1) {
        let re = null;
        try { re = new RegExp('^(?:' + pattern + ')$', 'v'); } catch (e) { re = null; }
        if (re) f.patternMismatch = (type === 'email' ? emailAddresses(el) : [value]).some((v) => !re.test(v));
      }
      if (numericTypes.indexOf(type) !== -1) {
        const v = parseFloatingPoint(value);
        if (!Number.isNaN(v)) {
          const info = stepInfo(el);
          if (!Number.isNaN(info.min) && v < info.min) f.rangeUnderflow = true;
          if (!Number.isNaN(info.max) && v > info.max) f.rangeOverflow = true;
          f.stepMismatch = isStepMismatch(info, v);
        }
      }
      if (dateTypes.indexOf(type) !== -1) {
        const min = el.getAttribute('min'), max = el.getAttribute('max');
        if (min && min.length === value.length && value < min) f.rangeUnderflow = true;
        if (max && max.length === value.length && value > max) f.rangeOverflow = true;
      }
    }
    if ((tag === 'textarea' || (tag === 'input' && ['text', 'search', 'url', 'tel', 'email', 'password'].indexOf(type) !== -1)) && el._userEdited && value !== '') {
      const maxLength = parseInt(el.getAttribute('maxlength'), 10), minLength = parseInt(el.getAttribute('minlength'), 10);
      if (maxLength >= 0 && value.length > maxLength) f.tooLong = true;
      if (minLength >= 0 && value.length < minLength) f.tooShort = true;
    }
  } else f.customError = f.customError && willValidate(el);
  f.valid = !validityFlags.some((k) => f[k]);
  return f;
}
function selectValueMissing(el) {
  const options = el.options;
  const selected = options.filter((o) => o.selected);
  if (el.multiple) return selected.length === 0;
  if (selected.length === 0) return true;
  // The placeholder label option: the first option, empty value, of a single select of size 1.
  const first = options[0];
  return selected[0] === first && first.value === '' && first._parent === el;
}
function radioGroup(el) {
  if (!el.name) return [el];
  const root = el.form || el.getRootNode();
  return querySelectorAll(root, 'input').filter((r) => r.type === 'radio' && r.name === el.name && r.form === el.form);
}
// Chromium's messages (third_party/blink/renderer/platform/text/locale.cc strings).
function emailMismatchMessage(el) {
  const address = emailAddresses(el).find((a) => !emailPattern.test(a));
  if (address === undefined || address === '') return 'Please enter an email address.';
  const at = address.indexOf('@');
  if (at === -1) return "Please include an '@' in the email address. '" + address + "' is missing an '@'.";
  const local = address.slice(0, at), domain = address.slice(at + 1);
  if (local === '') return "Please enter a part followed by '@'. '" + address + "' is incomplete.";
  if (domain === '') return "Please enter a part following '@'. '" + address + "' is incomplete.";
  const badLocal = /[^a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]/.exec(local);
  if (badLocal) return "A part followed by '@' should not contain the symbol '" + badLocal[0] + "'.";
  const badDomain = /[^a-zA-Z0-9.-]/.exec(domain);
  if (badDomain) return "A part following '@' should not contain the symbol '" + badDomain[0] + "'.";
  if (domain[0] === '.' || domain[domain.length - 1] === '.' || domain.indexOf('..') !== -1) return "'.' is used at a wrong position in '" + domain + "'.";
  return 'Please enter an email address.';
}
function plural(n, one, many) { return n === 1 ? one : many; }
function validationMessageOf(el) {
  if (!willValidate(el)) return '';
  const f = validityOf(el);
  if (f.customError) return el._customValidity;
  if (f.valueMissing) {
    if (el._tag === 'select') return 'Please select an item in the list.';
    if (el.type === 'checkbox') return 'Please check this box if you want to proceed.';
    if (el.type === 'radio') return 'Please select one of these options.';
    if (el.type === 'file') return 'Please select a file.';
    return 'Please fill out this field.';
  }
  if (f.typeMismatch) return el.type === 'email' ? emailMismatchMessage(el) : 'Please enter a URL.';
  if (f.patternMismatch) return 'Please match the requested format.';
  if (f.tooLong) { const n = parseInt(el.getAttribute('maxlength'), 10); return 'Please shorten this text to ' + n + ' ' + plural(n, 'character', 'characters') + ' or less (you are currently using ' + el.value.length + ' ' + plural(el.value.length, 'character', 'characters') + ').'; }
  if (f.tooShort) { const n = parseInt(el.getAttribute('minlength'), 10); return 'Please lengthen this text to ' + n + ' ' + plural(n, 'character', 'characters') + ' or more (you are currently using ' + el.value.length + ' ' + plural(el.value.length, 'character', 'characters') + ').'; }
  // FIXME: Chromium writes a date or time bound in the locale's format (01/31/2020), not
  // as the attribute's text.
  if (f.rangeUnderflow) return dateTypes.indexOf(el.type) !== -1 ? 'Value must be ' + el.getAttribute('min') + ' or later.' : 'Value must be greater than or equal to ' + formatNumber(stepInfo(el).min) + '.';
  if (f.rangeOverflow) return dateTypes.indexOf(el.type) !== -1 ? 'Value must be ' + el.getAttribute('max') + ' or earlier.' : 'Value must be less than or equal to ' + formatNumber(stepInfo(el).max) + '.';
  if (f.stepMismatch) {
    const info = stepInfo(el);
    const v = parseFloatingPoint(el.value);
    const digits = stepDigits(info, v);
    const below = roundTo(info.base + Math.floor((v - info.base) / info.step) * info.step, digits);
    const above = roundTo(below + info.step, digits);
    if (!Number.isNaN(info.max) && above > info.max) return 'Please enter a valid value. The nearest valid value is ' + formatNumber(below) + '.';
    return 'Please enter a valid value. The two nearest valid values are ' + formatNumber(below) + ' and ' + formatNumber(above) + '.';
  }
  if (f.badInput) return 'Please enter a number.';
  return '';
}
// Chromium prints the numbers of its messages with the locale's grouping (en-US).
function formatNumber(n) { return n.toLocaleString('en-US', { maximumFractionDigits: 20 }); }
// "check validity": false (after an 'invalid' event) for a candidate that is not valid.
function checkValidityOf(el, unhandled) {
  if (!willValidate(el) || validityOf(el).valid) return true;
  const notCanceled = dispatch(el, new Event('invalid', { cancelable: true }), false);
  if (notCanceled && unhandled) unhandled.push(el);
  return false;
}
function submittableElements(form) {
  return querySelectorAll(form.getRootNode(), '*').filter((el) => ['button', 'input', 'select', 'textarea'].indexOf(el._tag) !== -1 && el.form === form);
}
// HTML §4.10.20.2 statically validate the constraints of a form: every invalid control
// gets an 'invalid' event; the ones whose event was not canceled are "unhandled".
function staticallyValidate(form, unhandled) {
  let ok = true;
  for (const el of submittableElements(form)) if (!checkValidityOf(el, unhandled)) ok = false;
  return ok;
}
// Interactive validation: the first unhandled invalid control is focused (Chromium then
// shows its message in a bubble).
function interactivelyValidate(form) {
  const unhandled = [];
  if (staticallyValidate(form, unhandled)) return true;
  if (unhandled.length) unhandled[0].focus();
  return false;
}
Object.defineProperty(Element.prototype, 'willValidate', { configurable: true, enumerable: true, get() { return willValidate(this); } });
Object.defineProperty(Element.prototype, 'validity', { configurable: true, enumerable: true,
  get() {
    if (['input', 'select', 'textarea', 'button', 'fieldset', 'output', 'object'].indexOf(this._tag) === -1) return undefined;
    if (!this._validity) { const v = Object.create(ValidityState.prototype); hidden(v, '_el', this); hidden(this, '_validity', v); }
    return this._validity;
  } });
Object.defineProperty(Element.prototype, 'validationMessage', { configurable: true, enumerable: true, get() { return validationMessageOf(this); } });
Object.defineProperty(Element.prototype, 'noValidate', { configurable: true, enumerable: true,
  get() { return this.hasAttribute('novalidate'); }, set(v) { this.toggleAttribute('novalidate', !!v); } });
Object.defineProperty(Element.prototype, 'formNoValidate', { configurable: true, enumerable: true,
  get() { return this.hasAttribute('formnovalidate'); }, set(v) { this.toggleAttribute('formnovalidate', !!v); } });
Object.assign(formMembers, {
  setCustomValidity(message) { hidden(this, '_customValidity', String(message)); changed(this); },
  checkValidity() {
    if (this._tag === 'form') return staticallyValidate(this, null);
    return checkValidityOf(this, null);
  },
  reportValidity() {
    if (this._tag === 'form') return interactivelyValidate(this);
    const unhandled = [];
    if (checkValidityOf(this, unhandled)) return true;
    if (unhandled.length) this.focus();
    return false;
  },
  // HTML §4.10.21.2 reset: a cancelable 'reset' event, then every control's reset algorithm.
  reset() {
    if (this._tag !== 'form') return;
    if (!dispatch(this, new Event('reset', { bubbles: true, cancelable: true }), false)) return;
    for (const el of submittableElements(this)) {
      delete el._value; delete el._checked; delete el._selected; delete el._userEdited;
      changed(el);
    }
  },
});
// HTML §4.10.5.1.13 Range state: the value is a number between min (default 0) and max
// (default 100, never below min) on the step grid, the midpoint by default.
function sanitizeRange(el, raw) {
  const info = stepInfo(el);
  const max = info.max < info.min ? info.min : info.max;
  let v = parseFloatingPoint(raw);
  if (Number.isNaN(v)) v = info.min + (max - info.min) / 2;
  v = Math.min(Math.max(v, info.min), max);
  if (info.step !== null && isStepMismatch(info, v)) {
    const digits = stepDigits(info, v);
    v = roundTo(info.base + Math.round((v - info.base) / info.step) * info.step, digits);
    if (v > max) v = roundTo(v - info.step, digits);
  }
  return String(v);
}
// HTML §4.10.5.4 Common input element APIs: valueAsNumber, stepUp, stepDown.
function notSteppable(el, method) {
  return domException('InvalidStateError', "Failed to execute '" + method + "' on 'HTMLInputElement': This form element is not steppable.");
}
function stepBy(el, n, method) {
  if (!(el._tag === 'input' && numericTypes.indexOf(el.type) !== -1)) throw notSteppable(el, method);
  const info = stepInfo(el);
  if (info.step === null) throw domException('InvalidStateError', "Failed to execute '" + method + "' on 'HTMLInputElement': This form element does not have an allowed value step.");
  if (!Number.isNaN(info.min) && !Number.isNaN(info.max) && info.min > info.max) return;
  n = n === undefined ? 1 : Math.trunc(Number(n)) || 0;
  const up = method === 'stepUp';
  let value = parseFloatingPoint(el.value);
  if (Number.isNaN(value)) value = 0;
  const before = value;
  const digits = stepDigits(info, value);
  if (isStepMismatch(info, value)) {
    const k = (value - info.base) / info.step;
    value = info.base + (up ? Math.ceil(k) : Math.floor(k)) * info.step;
  } else value = value + (up ? n : -n) * info.step;
  value = roundTo(value, digits);
  if (!Number.isNaN(info.min) && value < info.min) value = roundTo(info.base + Math.ceil((info.min - info.base) / info.step) * info.step, digits);
  if (!Number.isNaN(info.max) && value > info.max) value = roundTo(info.base + Math.floor((info.max - info.base) / info.step) * info.step, digits);
  if ((!up && value > before) || (up && value < before)) return;
  el._setValue(String(value));
  hidden(el, '_userEdited', false);
}
Object.assign(formMembers, {
  stepUp(n) { stepBy(this, n, 'stepUp'); },
  stepDown(n) { stepBy(this, n, 'stepDown'); },
});
Object.defineProperty(Element.prototype, 'valueAsNumber', { configurable: true, enumerable: true,
  get() {
    if (this._tag !== 'input') return undefined;
    if (numericTypes.indexOf(this.type) !== -1) return parseFloatingPoint(this.value);
    if (this.type === 'date' && /^\d{4,}-\d\d-\d\d$/.test(this.value)) return Date.parse(this.value + 'T00:00:00Z');
    if (this.type === 'time' && /^\d\d:\d\d(:\d\d(\.\d+)?)?$/.test(this.value)) { const [h, m, sec] = this.value.split(':'); return ((+h * 60 + +m) * 60 + (+sec || 0)) * 1000; }
    return NaN;
  },
  set(v) {
    if (this._tag !== 'input') return;
    v = Number(v);
    if (v === Infinity || v === -Infinity) throw typeError("Failed to set the 'valueAsNumber' property on 'HTMLInputElement': The value provided is infinite.");
    if (numericTypes.indexOf(this.type) !== -1) { this.value = Number.isNaN(v) ? '' : String(v); return; }
    if (this.type === 'date') { this.value = Number.isNaN(v) ? '' : new Date(v).toISOString().slice(0, 10); return; }
    throw domException('InvalidStateError', "Failed to set the 'valueAsNumber' property on 'HTMLInputElement': This input element does not support Number values.");
  } });
for (const key of Object.keys(formMembers)) if (!(key in Element.prototype))
  Object.defineProperty(Element.prototype, key, { value: formMembers[key], writable: true, configurable: true, enumerable: false });
Object.defineProperty(Element.prototype, 'elements', { configurable: true, enumerable: false,
  get() { return this._tag === 'form' || this._tag === 'fieldset' ? formElements(this) : undefined; } });
// HTML §4.10.21.4 Constructing the entry list https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#constructing-the-form-data-set
function constructEntryList(form, submitter) {
  const entries = [];
  for (const field of querySelectorAll(form, 'button, input, select, textarea')) {
    if (field.closest('datalist') || isDisabled(field)) continue;
    const name = field.getAttribute('name');
    const type = field.type;
    if (field._tag === 'button' || (field._tag === 'input' && ['submit', 'reset', 'button', 'image'].indexOf(type) !== -1)) {
      if (field !== submitter || !name) continue;
    }
    if ((type === 'checkbox' || type === 'radio') && !field.checked) continue;
    if (!name) continue;
    if (field._tag === 'select') { for (const o of field.options) if (o.selected && !isDisabled(o)) entries.push([name, o.value]); continue; }
    if (type === 'file') { entries.push([name, '']); continue; } // SIMPLIFIED: no File objects
    entries.push([name, field.value]);
  }
  return entries;
}
class FormData {
  constructor(form, submitter) {
    if (form !== undefined && !(form instanceof Element && form._tag === 'form'))
      throw typeError("Failed to construct 'FormData': parameter 1 is not of type 'HTMLFormElement'.");
    Object.defineProperty(this, '_entries', { value: form ? constructEntryList(form, submitter || null) : [] });
  }
  append(name, value) {
    if (arguments.length < 2) throw typeError("Failed to execute 'append' on 'FormData': 2 arguments required, but only " + arguments.length + ' present.');
    this._entries.push([String(name), String(value)]);
  }
  delete(name) { name = String(name); for (let i = this._entries.length - 1; i >= 0; i--) if (this._entries[i][0] === name) this._entries.splice(i, 1); }
  get(name) { name = String(name); const e = this._entries.find((x) => x[0] === name); return e ? e[1] : null; }
  getAll(name) { name = String(name); return this._entries.filter((x) => x[0] === name).map((x) => x[1]); }
  has(name) { name = String(name); return this._entries.some((x) => x[0] === name); }
  set(name, value) {
    if (arguments.length < 2) throw typeError("Failed to execute 'set' on 'FormData': 2 arguments required, but only " + arguments.length + ' present.');
    name = String(name);
    const i = this._entries.findIndex((x) => x[0] === name);
    if (i === -1) { this._entries.push([name, String(value)]); return; }
    this._entries[i] = [name, String(value)];
    for (let j = this._entries.length - 1; j > i; j--) if (this._entries[j][0] === name) this._entries.splice(j, 1);
  }
  *entries() { for (let i = 0; i < this._entries.length; i++) yield [this._entries[i][0], this._entries[i][1]]; }
  *keys() { for (let i = 0; i < this._entries.length; i++) yield this._entries[i][0]; }
  *values() { for (let i = 0; i < this._entries.length; i++) yield this._entries[i][1]; }
  forEach(fn, thisArg) { for (const [k, v] of this.entries()) fn.call(thisArg, v, k, this); }
  [Symbol.iterator]() { return this.entries(); }
  get [Symbol.toStringTag]() { return 'FormData'; }
}

// dataset (HTML §3.2.6.6) https://html.spec.whatwg.org/multipage/dom.html#dom-dataset
// A DOMStringMap: a Proxy over the element's data-* attributes, camelCase ↔ kebab-case.
function datasetAttributeName(prop) { return 'data-' + prop.replace(/[A-Z]/g, (c) => '-' + c.toLowerCase()); }
function datasetPropertyName(attr) { return attr.slice(5).replace(/-([a-z])/g, (m, c) => c.toUpperCase()); }
function makeDataset(el) {
  return new Proxy({}, {
    get(target, key) {
      if (typeof key !== 'string') return key === Symbol.toStringTag ? 'DOMStringMap' : undefined;
      const v = el.getAttribute(datasetAttributeName(key));
      return v === null ? undefined : v;
    },
    set(target, key, value) {
      if (typeof key !== 'string') return true;
      if (/-[a-z]/.test(key))
        throw domException('SyntaxError', "Failed to set a named property '" + key + "' on 'DOMStringMap': '" + key + "' is not a valid property name.");
      el.setAttribute(datasetAttributeName(key), String(value));
      return true;
    },
    has(target, key) { return typeof key === 'string' && el.hasAttribute(datasetAttributeName(key)); },
    deleteProperty(target, key) { if (typeof key === 'string') el.removeAttribute(datasetAttributeName(key)); return true; },
    ownKeys() { return el.getAttributeNames().filter((a) => a.startsWith('data-')).map(datasetPropertyName); },
    getOwnPropertyDescriptor(target, key) {
      if (typeof key !== 'string') return undefined;
      const v = el.getAttribute(datasetAttributeName(key));
      return v === null ? undefined : { value: v, writable: true, enumerable: true, configurable: true };
    },
    defineProperty() { return false; },
  });
}

class Document extends Node {
  constructor() {
    super();
    Object.defineProperty(this, '_active', { value: null, writable: true });
    Object.defineProperty(this, '_hidden', { value: false, writable: true });
    Object.defineProperty(this, '_readyState', { value: 'loading', writable: true });
    Object.defineProperty(this, '_currentScript', { value: null, writable: true });
  }
  get nodeType() { return 9; }
  get nodeName() { return '#document'; }
  get documentElement() { return this._children[0] || null; }
  get head() { return this.documentElement ? this.documentElement._children[0] : null; }
  get body() { return this.documentElement ? this.documentElement._children[1] : null; }
  // The document's live collections (HTML §3.1.3 DOM tree accessors).
  get forms() { return liveCollection(() => querySelectorAll(this, 'form')); }
  get images() { return liveCollection(() => querySelectorAll(this, 'img')); }
  get links() { return liveCollection(() => querySelectorAll(this, 'a[href], area[href]')); }
  get scripts() { return liveCollection(() => querySelectorAll(this, 'script')); }
  get activeElement() { return this._active || this.body; }
  get readyState() { return this._readyState; }
  get currentScript() { return this._currentScript; }
  get scripts() { return querySelectorAll(this, 'script'); }
  get visibilityState() { return this._hidden ? 'hidden' : 'visible'; }
  get hidden() { return this._hidden; }
  get title() { return this._title === undefined ? 'evloop' : this._title; }
  set title(v) { Object.defineProperty(this, '_title', { value: String(v), writable: true, configurable: true }); }
  get textContent() { return null; }
  getElementById(id) { const walk = (n) => { for (const c of n._children) { if (c instanceof Element && c.id === String(id)) return c; const r = walk(c); if (r) return r; } return null; }; return walk(this); }
  querySelector(selector) { return querySelector(this, selector); }
  querySelectorAll(selector) { return querySelectorAll(this, selector); }
  getElementsByTagName(tag) { return liveCollection(() => getElementsByTagName(this, tag)); }
  getElementsByClassName(name) { return liveCollection(() => getElementsByClassName(this, name)); }
  createElement(tag) { return createElementFor(String(tag).toLowerCase()); }
  createTextNode(text) { return new Text(text); }
  createComment(data) { return new Comment(data); }
  createTreeWalker(root, whatToShow, filter) { return new TreeWalker(root, whatToShow, filter, 'createTreeWalker'); }
  createNodeIterator(root, whatToShow, filter) { return new NodeIterator(root, whatToShow, filter); }
  createDocumentFragment() { return new DocumentFragment(); }
  importNode(node, deep) {
    if (!(node instanceof Node)) throw typeError("Failed to execute 'importNode' on 'Document': parameter 1 is not of type 'Node'.");
    return cloneNode(node, !!deep);
  }
  adoptNode(node) { if (node._parent) node._parent.removeChild(node); return node; }
  createEvent() { return new Event(''); }
  hasFocus() { return true; }
}
const document = new Document();

// ---------------------------------------------------------------------------------------
// DOM §6 Traversal https://dom.spec.whatwg.org/#traversal: NodeFilter, NodeIterator,
// TreeWalker.

const NodeFilter = {
  FILTER_ACCEPT: 1, FILTER_REJECT: 2, FILTER_SKIP: 3,
  SHOW_ALL: 0xFFFFFFFF, SHOW_ELEMENT: 0x1, SHOW_ATTRIBUTE: 0x2, SHOW_TEXT: 0x4, SHOW_CDATA_SECTION: 0x8,
  SHOW_ENTITY_REFERENCE: 0x10, SHOW_ENTITY: 0x20, SHOW_PROCESSING_INSTRUCTION: 0x40, SHOW_COMMENT: 0x80,
  SHOW_DOCUMENT: 0x100, SHOW_DOCUMENT_TYPE: 0x200, SHOW_DOCUMENT_FRAGMENT: 0x400, SHOW_NOTATION: 0x800,
};
function checkTraversalRoot(root, api) {
  if (!(root instanceof Node)) throw typeError("Failed to execute '" + api + "' on 'Document': parameter 1 is not of type 'Node'.");
}
// §6.1 "filter": whatToShow first, then the filter callback (a function or an object
// with acceptNode), guarded against reentrance.
function filterNode(traverser, node) {
  if (traverser._active) throw domException('InvalidStateError', 'Failed to execute \'' + traverser._api + '\': The filter is already running.');
  const n = node.nodeType - 1;
  if (!((traverser._whatToShow >>> n) & 1)) return NodeFilter.FILTER_SKIP;
  const f = traverser._filter;
  if (f === null) return NodeFilter.FILTER_ACCEPT;
  traverser._active = true;
  try {
    const r = typeof f === 'function' ? f(node) : f.acceptNode(node);
    return Number(r) >>> 0;
  } finally { traverser._active = false; }
}
function initTraverser(t, root, whatToShow, filter, api) {
  hidden(t, '_root', root);
  hidden(t, '_whatToShow', whatToShow === undefined ? 0xFFFFFFFF : Number(whatToShow) >>> 0);
  hidden(t, '_filter', filter === undefined || filter === null ? null : filter);
  hidden(t, '_active', false);
  hidden(t, '_api', api);
}
function followingInTree(node, root) {
  if (node._children.length) return node._children[0];
  for (let n = node; n && n !== root; n = n._parent) { const s = n.nextSibling; if (s) return s; }
  return null;
}
function precedingInTree(node, root) {
  if (node === root) return null;
  let p = node.previousSibling;
  if (!p) return node._parent;
  while (p._children.length) p = p._children[p._children.length - 1];
  return p;
}
class TreeWalker {
  constructor(root, whatToShow, filter, api) { checkTraversalRoot(root, api || 'createTreeWalker'); initTraverser(this, root, whatToShow, filter, 'TreeWalker'); hidden(this, '_current', root); }
  get root() { return this._root; }
  get whatToShow() { return this._whatToShow; }
  get filter() { return this._filter; }
  get currentNode() { return this._current; }
  set currentNode(n) { if (!(n instanceof Node)) throw typeError("Failed to set the 'currentNode' property on 'TreeWalker': The provided value is not of type 'Node'."); this._current = n; }
  parentNode() {
    let node = this._current;
    while (node && node !== this._root) {
      node = node._parent;
      if (node && filterNode(this, node) === NodeFilter.FILTER_ACCEPT) { this._current = node; return node; }
    }
    return null;
  }
  // §6.2 "traverse children"
  _traverseChildren(first) {
    let node = first ? this._current.firstChild : this._current.lastChild;
    while (node) {
      const result = filterNode(this, node);
      if (result === NodeFilter.FILTER_ACCEPT) { this._current = node; return node; }
      if (result === NodeFilter.FILTER_SKIP) { const child = first ? node.firstChild : node.lastChild; if (child) { node = child; continue; } }
      while (node) {
        const sibling = first ? node.nextSibling : node.previousSibling;
        if (sibling) { node = sibling; break; }
        const parent = node._parent;
        if (!parent || parent === this._root || parent === this._current) return null;
        node = parent;
      }
    }
    return null;
  }
  firstChild() { return this._traverseChildren(true); }
  lastChild() { return this._traverseChildren(false); }
  // §6.2 "traverse siblings"
  _traverseSiblings(next) {
    let node = this._current;
    if (node === this._root) return null;
    for (;;) {
      let sibling = next ? node.nextSibling : node.previousSibling;
      while (sibling) {
        node = sibling;
        const result = filterNode(this, node);
        if (result === NodeFilter.FILTER_ACCEPT) { this._current = node; return node; }
        sibling = next ? node.firstChild : node.lastChild;
        if (result === NodeFilter.FILTER_REJECT || !sibling) sibling = next ? node.nextSibling : node.previousSibling;
      }
      node = node._parent;
      if (!node || node === this._root) return null;
      if (filterNode(this, node) === NodeFilter.FILTER_ACCEPT) return null;
    }
  }
  nextSibling() { return this._traverseSiblings(true); }
  previousSibling() { return this._traverseSiblings(false); }
  previousNode() {
    let node = this._current;
    while (node !== this._root) {
      let sibling = node.previousSibling;
      while (sibling) {
        node = sibling;
        let result = filterNode(this, node);
        while (result !== NodeFilter.FILTER_REJECT && node.lastChild) { node = node.lastChild; result = filterNode(this, node); }
        if (result === NodeFilter.FILTER_ACCEPT) { this._current = node; return node; }
        sibling = node.previousSibling;
      }
      if (node === this._root || !node._parent) return null;
      node = node._parent;
      if (filterNode(this, node) === NodeFilter.FILTER_ACCEPT) { this._current = node; return node; }
    }
    return null;
  }
  nextNode() {
    let node = this._current;
    let result = NodeFilter.FILTER_ACCEPT;
    for (;;) {
      while (result !== NodeFilter.FILTER_REJECT && node.firstChild) {
        node = node.firstChild;
        result = filterNode(this, node);
        if (result === NodeFilter.FILTER_ACCEPT) { this._current = node; return node; }
      }
      let sibling = null, temporary = node;
      while (temporary) {
        if (temporary === this._root) return null;
        sibling = temporary.nextSibling;
        if (sibling) { node = sibling; break; }
        temporary = temporary._parent;
      }
      if (!temporary) return null;
      result = filterNode(this, node);
      if (result === NodeFilter.FILTER_ACCEPT) { this._current = node; return node; }
    }
  }
}
// SIMPLIFIED: removing the iterator's reference node from the tree does not move the
// reference (the DOM's "NodeIterator pre-removing steps" are not run).
class NodeIterator {
  constructor(root, whatToShow, filter) {
    checkTraversalRoot(root, 'createNodeIterator');
    initTraverser(this, root, whatToShow, filter, 'NodeIterator');
    hidden(this, '_reference', root); hidden(this, '_before', true);
  }
  get root() { return this._root; }
  get whatToShow() { return this._whatToShow; }
  get filter() { return this._filter; }
  get referenceNode() { return this._reference; }
  get pointerBeforeReferenceNode() { return this._before; }
  // §6.1 "traverse"
  _traverse(next) {
    let node = this._reference, before = this._before;
    for (;;) {
      if (next) {
        if (!before) { node = followingInTree(node, this._root); if (!node) return null; } else before = false;
      } else {
        if (before) { node = precedingInTree(node, this._root); if (!node) return null; } else before = true;
      }
      if (filterNode(this, node) === NodeFilter.FILTER_ACCEPT) break;
    }
    this._reference = node; this._before = before;
    return node;
  }
  nextNode() { return this._traverse(true); }
  previousNode() { return this._traverse(false); }
  detach() {}
}

// ---------------------------------------------------------------------------------------
// HTML: a small parser for the page's body (`// @html …`) and innerHTML.

function decodeEntities(s) {
  if (s.indexOf('&') === -1) return s;
  const names = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0', copy: '\u00a9', hellip: '\u2026', mdash: '\u2014', ndash: '\u2013' };
  let out = '';
  for (let i = 0; i < s.length; i++) {
    if (s[i] === '&') {
      const end = s.indexOf(';', i);
      if (end !== -1 && end - i < 10) {
        const name = s.slice(i + 1, end);
        if (name[0] === '#') {
          const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
          if (code === code) { out += String.fromCodePoint(code); i = end; continue; }
        } else if (names[name] !== undefined) { out += names[name]; i = end; continue; }
      }
    }
    out += s[i];
  }
  return out;
}
function isSpace(c) { return c === ' ' || c === '\n' || c === '\t' || c === '\r' || c === '\f'; }
const tableSections = ['tbody', 'thead', 'tfoot'];
const tableParts = ['tbody', 'thead', 'tfoot', 'tr', 'td', 'th', 'caption', 'col', 'colgroup'];
// Start tags that close an open <p> (HTML §13.2.6.4.7 "in body").
const closesP = ['address', 'article', 'aside', 'blockquote', 'center', 'details', 'dialog', 'dir', 'div', 'dl', 'fieldset',
  'figcaption', 'figure', 'footer', 'header', 'hgroup', 'main', 'menu', 'nav', 'ol', 'p', 'search', 'section', 'summary', 'ul',
  'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'pre', 'listing', 'form', 'li', 'dd', 'dt', 'plaintext', 'table', 'hr', 'xmp'];
const buttonScope = ['button', 'applet', 'caption', 'html', 'table', 'td', 'th', 'marquee', 'object', 'template', 'body'];
const specialTags = closesP.concat(['applet', 'area', 'base', 'body', 'br', 'button', 'caption', 'col', 'colgroup', 'embed', 'html',
  'iframe', 'img', 'input', 'link', 'marquee', 'meta', 'object', 'select', 'style', 'tbody', 'td', 'template', 'textarea', 'tfoot',
  'th', 'thead', 'title', 'tr', 'wbr', 'script']);
function parseHTML(html, parent, contextTag) {
  const added = [];
  const stack = [parent];
  let i = 0;
  const top = () => stack[stack.length - 1];
  const add = (node) => { const p = top(); node._parent = p; p._children.push(node); if (p === parent) added.push(node); };
  // The tag of the current node; the fragment's own element is the context element.
  const tagAt = (k) => {
    const n = stack[k];
    if (n === parent) return contextTag || (n._template ? 'template' : n._tag || 'body');
    return n._template ? 'template' : n._tag || 'template';
  };
  const current = () => tagAt(stack.length - 1);
  const popUntil = (name) => { for (let k = stack.length - 1; k > 0; k--) if (tagAt(k) === name) { stack.length = k; return true; } return false; };
  // "has an element in (button) scope": `name` is open below the nearest scope boundary.
  const inScope = (name, boundaries) => {
    for (let k = stack.length - 1; k >= 0; k--) {
      const t = tagAt(k);
      if (t === name) return k > 0;
      if (boundaries.indexOf(t) !== -1) return false;
    }
    return false;
  };
  const implied = (tag) => {
    const el = makeElement(tag);
    add(el);
    stack.push(el);
  };
  // HTML §13.2.6 tree construction, the rules a snippet of innerHTML meets most: start
  // tags that close an open p, li, dt/dd, option or heading; table parts that imply a
  // tbody or tr, and that are ignored outside a table. Returns false to drop the tag.
  const treeConstruction = (tag) => {
    let cur = current();
    if (tableParts.indexOf(tag) !== -1) {
      if (cur === 'td' || cur === 'th') { if (tag === 'td' || tag === 'th' || tag === 'tr' || tableSections.indexOf(tag) !== -1) { popUntil(cur); cur = current(); } }
      if (cur === 'tr' && (tag === 'tr' || tableSections.indexOf(tag) !== -1)) { popUntil('tr'); cur = current(); }
      if (tableSections.indexOf(cur) !== -1 && tableSections.indexOf(tag) !== -1) { popUntil(cur); cur = current(); }
      if (cur === 'table' && (tag === 'tr' || tag === 'td' || tag === 'th')) { implied('tbody'); cur = 'tbody'; }
      if (tableSections.indexOf(cur) !== -1 && (tag === 'td' || tag === 'th')) { implied('tr'); cur = 'tr'; }
      if (cur !== 'table' && cur !== 'template' && tableSections.indexOf(cur) === -1 && cur !== 'tr' && (cur !== 'colgroup' || tag !== 'col')) return false;
      return true;
    }
    if (tag === 'li' || tag === 'dt' || tag === 'dd') {
      const closes = tag === 'li' ? ['li'] : ['dt', 'dd'];
      for (let k = stack.length - 1; k > 0; k--) {
        const t = tagAt(k);
        if (closes.indexOf(t) !== -1) { stack.length = k; break; }
        if (specialTags.indexOf(t) !== -1 && t !== 'address' && t !== 'div' && t !== 'p') break;
      }
    }
    if (closesP.indexOf(tag) !== -1 && inScope('p', buttonScope)) popUntil('p');
    if (/^h[1-6]$/.test(tag) && /^h[1-6]$/.test(current())) stack.length--;
    if (tag === 'option' && current() === 'option') stack.length--;
    if (tag === 'optgroup') { if (current() === 'option') stack.length--; if (current() === 'optgroup') stack.length--; }
    return true;
  };
  while (i < html.length) {
    if (html.startsWith('<!--', i)) {
      const e = html.indexOf('-->', i + 4);
      add(new Comment(html.slice(i + 4, e === -1 ? html.length : e)));
      i = e === -1 ? html.length : e + 3;
      continue;
    }
    if (html[i] === '<' && html[i + 1] === '/') {
      const e = html.indexOf('>', i);
      const name = html.slice(i + 2, e === -1 ? html.length : e).trim().toLowerCase();
      i = e === -1 ? html.length : e + 1;
      for (let k = stack.length - 1; k > 0; k--) if ((stack[k]._template ? 'template' : stack[k]._tag) === name) { stack.length = k; break; }
      continue;
    }
    if (html[i] === '<' && /* a tag */ ((html[i + 1] >= 'a' && html[i + 1] <= 'z') || (html[i + 1] >= 'A' && html[i + 1] <= 'Z'))) {
      let j = i + 1;
      while (j < html.length && !isSpace(html[j]) && html[j] !== '>' && html[j] !== '/') j++;
      const el = makeElement(html.slice(i + 1, j));
      if (customDefinitions.size) enqueueUpgrade(el);
      let selfClosing = false;
      for (;;) {
        while (j < html.length && isSpace(html[j])) j++;
        if (j >= html.length) break;
        if (html[j] === '>') { j++; break; }
        if (html[j] === '/') { selfClosing = true; j++; continue; }
        let k = j;
        while (k < html.length && !isSpace(html[k]) && html[k] !== '=' && html[k] !== '>' && html[k] !== '/') k++;
        const name = html.slice(j, k).toLowerCase();
        let value = '';
        j = k;
        while (j < html.length && isSpace(html[j])) j++;
        if (html[j] === '=') {
          j++;
          while (j < html.length && isSpace(html[j])) j++;
          const q = html[j];
          if (q === '"' || q === "'") { const e = html.indexOf(q, j + 1); value = html.slice(j + 1, e === -1 ? html.length : e); j = e === -1 ? html.length : e + 1; }
          else { k = j; while (k < html.length && !isSpace(html[k]) && html[k] !== '>') k++; value = html.slice(j, k); j = k; }
        }
        if (name && !el._attrs.has(name)) el._attrs.set(name, decodeEntities(value));
      }
      if (!treeConstruction(el._tag)) { i = j; continue; }
      add(el);
      if (el._attrs.has('style')) { const css = el._attrs.get('style'); el.style.cssText = css; }
      if (el._tag === 'template') { const content = el.content; Object.defineProperty(content, '_template', { value: el }); stack.push(content); }
      else if (!selfClosing && voidElements.indexOf(el._tag) === -1) stack.push(el);
      i = j;
      continue;
    }
    let e = html.indexOf('<', i + 1);
    if (e === -1) e = html.length;
    add(new Text(decodeEntities(html.slice(i, e))));
    i = e;
  }
  return added;
}
// HTML §13.3 Serializing HTML fragments: "escaping a string" in text and in attribute
// values (with "), and raw text in <style> and <script>.
function escapeText(s, attribute) {
  let o = '';
  for (const c of s) o += c === '&' ? '&amp;' : c === '<' ? '&lt;' : c === '>' ? '&gt;' : c === '\u00a0' ? '&nbsp;' : attribute && c === '"' ? '&quot;' : c;
  return o;
}
const rawTextElements = ['style', 'script', 'xmp', 'iframe', 'noembed', 'noframes', 'plaintext'];
function serialize(node, visibleOnly) {
  if (node instanceof Text) return node.parentNode && rawTextElements.indexOf(node.parentNode._tag) !== -1 ? node._data : escapeText(node._data);
  if (node instanceof Comment) return visibleOnly ? '' : '<!--' + node._data + '-->';
  if (!(node instanceof Element)) return '';
  if (visibleOnly && (node._tag === 'script' || node._tag === 'style' || node._tag === 'template' || node.hasAttribute('hidden') || node.style.display === 'none' || node.style.visibility === 'hidden')) return '';
  let out = '<' + node._tag;
  for (const [k, v] of node._attrs) out += ' ' + k + '="' + escapeText(v, true) + '"';
  out += '>';
  if (voidElements.indexOf(node._tag) !== -1) return out;
  for (const c of (node._tag === 'template' ? node.content : node)._children) out += serialize(c, visibleOnly);
  return out + '</' + node._tag + '>';
}

// ---------------------------------------------------------------------------------------
// Window APIs

function checkCallback(fn, method) {
  if (typeof fn !== 'function') {
    if (typeof fn === 'string') throw typeError("evloop does not run code from strings: pass a function to " + method + '()');
    throw typeError("Failed to execute '" + method + "' on 'Window': The callback provided as parameter 1 is not a function.");
  }
}
function setTimeout(handler, timeout, ...args) { checkCallback(handler, 'setTimeout'); return B.setTimer(handler, timeout, args, false); }
function setInterval(handler, timeout, ...args) { checkCallback(handler, 'setInterval'); return B.setTimer(handler, timeout, args, true); }
function clearTimeout(id) { if (id !== undefined && id !== null) B.clearTimer(id); }
function clearInterval(id) { if (id !== undefined && id !== null) B.clearTimer(id); }
function requestAnimationFrame(callback) { checkCallback(callback, 'requestAnimationFrame'); return B.requestAnimationFrame(callback); }
function cancelAnimationFrame(id) { B.cancelAnimationFrame(id); }
class IdleDeadline {
  constructor(deadline, didTimeout) { Object.defineProperty(this, '_d', { value: deadline }); this.didTimeout = didTimeout; }
  timeRemaining() { return this.didTimeout ? 0 : Math.max(0, this._d - performance.now()); }
}
function requestIdleCallback(callback, options) {
  checkCallback(callback, 'requestIdleCallback');
  return B.requestIdleCallback(callback, options && options.timeout > 0 ? Number(options.timeout) : 0);
}
function cancelIdleCallback(id) { B.cancelIdleCallback(id); }
exportsObject.invokeIdle = function invokeIdle(callback, deadline, didTimeout) {
  callback.call(win, new IdleDeadline(deadline, didTimeout));
};

// The message of postMessage: the engine's structured clone (Dates, RegExps, typed
// arrays, Maps, cycles...) after the check for platform objects, in Chromium's words.
function postMessageClone(value, iface) {
  const prefix = "Failed to execute 'postMessage' on '" + iface + "': ";
  const bad = findUncloneable(value, new Set(), 0);
  if (bad) throw domException('DataCloneError', prefix + uncloneableText(bad));
  try {
    return engineStructuredClone(value);
  } catch (e) {
    if (e instanceof DOMException && e.name === 'DataCloneError') throw domException('DataCloneError', prefix + e.message);
    throw e;
  }
}

class MessagePort extends EventTarget {
  constructor() {
    super();
    Object.defineProperty(this, '_other', { value: null, writable: true });
    Object.defineProperty(this, '_started', { value: false, writable: true });
    Object.defineProperty(this, '_held', { value: [], writable: true });
    Object.defineProperty(this, '_closed', { value: false, writable: true });
    // Messages that arrived while the port's delivery task was queued, and whether one is.
    Object.defineProperty(this, '_queue', { value: [], writable: true });
    Object.defineProperty(this, '_scheduled', { value: false, writable: true });
  }
  postMessage(message) {
    const data = postMessageClone(message, 'MessagePort');
    const target = this._other;
    if (!target || this._closed) return;
    if (target._started) deliverPortMessage(target, data);
    else target._held.push(data);
  }
  start() {
    if (this._started) return;
    this._started = true;
    const held = this._held;
    this._held = [];
    for (const data of held) deliverPortMessage(this, data);
  }
  close() { this._closed = true; if (this._other) this._other._closed = true; }
}
defineHandler(MessagePort.prototype, 'onmessage');
defineHandler(MessagePort.prototype, 'onmessageerror');
// A port's messages come in tasks of the "posted message" source, as Chromium delivers
// them (measured in Chromium 156): one task is queued when a message arrives and none is
// queued yet; it delivers the messages that had arrived when it was queued, each with
// its own microtask checkpoint; then, if more came meanwhile, the next task is queued at
// the back. So a second message on one port waits behind tasks queued in between (other
// ports' first messages, timers the first handler set), and later messages come together.
// SIMPLIFIED: the HTML standard only says each message is a task on the port's message
// queue; the batching is Chromium's.
function deliverPortMessage(port, data) {
  port._queue.push(data);
  if (!port._scheduled) schedulePortDelivery(port);
}
function schedulePortDelivery(port) {
  port._scheduled = true;
  const count = port._queue.length;
  B.queueTask('posted message', 'MessagePort message', () => {
    port._scheduled = false;
    const batch = port._queue.splice(0, count);
    for (const data of batch) {
      if (port._closed) return;
      dispatch(port, new MessageEvent('message', { data }), true);
    }
    if (port._queue.length && !port._closed) schedulePortDelivery(port);
  }, 0, -1, []);
}
class MessageChannel {
  constructor() {
    this.port1 = new MessagePort();
    this.port2 = new MessagePort();
    this.port1._other = this.port2;
    this.port2._other = this.port1;
  }
}

function postMessage(message, targetOrigin) {
  const data = postMessageClone(message, 'Window');
  B.queueTask('posted message', 'window message', () => {
    dispatch(win, new MessageEvent('message', { data, origin: 'http://evloop.test', source: win }), true);
  }, 0, -1, []);
}

// scheduler (WICG Prioritized Task Scheduling): effective priorities 0–5.
const priorityLevel = { 'background': 0, 'user-visible': 2, 'user-blocking': 4 };
// TaskController / TaskSignal (WICG Prioritized Task Scheduling §2.3–2.4): a signal with a
// priority; setPriority() changes the priority of the tasks still queued with it and fires
// 'prioritychange'.
class TaskPriorityChangeEvent extends Event {
  constructor(type, init) {
    super(...arguments);
    this._s.previousPriority = init && init.previousPriority;
  }
  get previousPriority() { return this._s.previousPriority; }
}
class TaskSignal extends AbortSignal {
  get priority() { return this._t.priority; }
  // TaskSignal.any(signals, { priority }): aborted like AbortSignal.any, with a fixed
  // priority or the priority of a given TaskSignal.
  static any(signals, init) {
    const any = AbortSignal.any(signals);
    const signal = W.createSignal(TaskSignal);
    hidden(signal, '_t', { priority: 'user-visible', changing: false, tasks: [] });
    const p = init && init.priority;
    if (p instanceof TaskSignal) signal._t.priority = p.priority; else if (typeof p === 'string') signal._t.priority = p;
    if (any.aborted) { W.signalAbort(signal, any.reason); return signal; }
    W.addAbortAlgorithm(any, () => W.signalAbort(signal, any.reason));
    signal._t.keep = any;
    return signal;
  }
}
function hidden(object, name, value) { Object.defineProperty(object, name, { value, writable: true, configurable: true }); }
defineHandler(TaskSignal.prototype, 'onprioritychange');
class TaskController extends AbortController {
  constructor(init) {
    super();
    const priority = init && init.priority !== undefined ? String(init.priority) : 'user-visible';
    checkPriority(priority, "Failed to construct 'TaskController'");
    const signal = W.createSignal(TaskSignal);
    hidden(signal, '_t', { priority, changing: false, tasks: [] });
    this._signal = signal;
  }
  // 2.3.1 setPriority(priority) https://wicg.github.io/scheduling-apis/#dom-taskcontroller-setpriority
  setPriority(priority) {
    priority = String(priority);
    checkPriority(priority, "Failed to execute 'setPriority' on 'TaskController'");
    const t = this._signal._t;
    // "signal priority change": 1. If signal's priority changing is true, throw "NotAllowedError".
    if (t.changing) throw new DOMException("Failed to execute 'setPriority' on 'TaskController': Cannot change the priority of a signal that is already changing priority.", 'NotAllowedError');
    // 2. If signal's priority equals priority, then return.
    if (t.priority === priority) return;
    t.changing = true;
    const previousPriority = t.priority;
    t.priority = priority;
    // The tasks queued with this signal move to the new priority's queue.
    for (const id of t.tasks) B.setTaskPriority(id, priorityLevel[priority], 'postTask ' + priority);
    dispatch(this._signal, new TaskPriorityChangeEvent('prioritychange', { previousPriority }), false);
    t.changing = false;
  }
}
function checkPriority(priority, prefix) {
  if (!(priority in priorityLevel))
    throw typeError(prefix + ": The provided value '" + priority + "' is not a valid enum value of type TaskPriority.");
}
const scheduler = {
  // 2.2.1 postTask(callback, options) https://wicg.github.io/scheduling-apis/#dom-scheduler-posttask
  postTask(callback, options) {
    checkCallback(callback, 'postTask');
    options = options || {};
    const signal = options.signal === undefined ? null : options.signal;
    if (signal !== null && !(signal instanceof AbortSignal))
      throw typeError("Failed to execute 'postTask' on 'Scheduler': Failed to read the 'signal' property from 'SchedulerPostTaskOptions': Failed to convert value to 'AbortSignal'.");
    const fixed = options.priority !== undefined ? String(options.priority) : null;
    if (fixed !== null) checkPriority(fixed, "Failed to execute 'postTask' on 'Scheduler'");
    const dynamic = fixed === null && signal instanceof TaskSignal ? signal : null;
    const priority = fixed || (dynamic ? dynamic.priority : 'user-visible');
    return new Promise((resolve, reject) => {
      if (signal && signal.aborted) { reject(signal.reason); return; }
      let id = 0;
      const done = () => { if (dynamic) { const i = dynamic._t.tasks.indexOf(id); if (i !== -1) dynamic._t.tasks.splice(i, 1); } };
      id = B.queueTask('scheduler', 'postTask ' + priority, () => {
        done();
        try { resolve(callback()); } catch (e) { reject(e); }
      }, Number(options.delay) > 0 ? Number(options.delay) : 0, priorityLevel[priority], []);
      if (dynamic) dynamic._t.tasks.push(id);
      if (signal) W.addAbortAlgorithm(signal, () => { B.cancelTask(id); done(); reject(signal.reason); });
    });
  },
  yield() {
    // A continuation inherits the running scheduler task's priority; one step above it.
    const current = B.currentPriority();
    const level = current >= 0 ? (current % 2 === 0 ? current + 1 : current) : 3;
    return new Promise((resolve) => {
      B.queueTask('scheduler', 'scheduler.yield continuation', () => resolve(undefined), 0, level, []);
    });
  },
};

// HTML §7.2 The History interface and §7.2.4 The Location interface: the page's session
// history is a list of same-document entries (pushState, fragment navigations), starting
// with the page itself at http://evloop.test/. Traversal (back/forward/go) is a task
// HISTORY_TRAVERSAL_MS later; its popstate fires in that task, a hashchange in the next.
// SIMPLIFIED: navigations to another document (location.href = '/other', a link to
// another page, going back past the first entry) are not simulated.
const HISTORY_TRAVERSAL_MS = 5;
const session = { entries: [{ url: 'http://evloop.test/', state: null }], index: 0 };
function currentEntry() { return session.entries[session.index]; }
function currentURL() { return new W.URL(currentEntry().url); }
function withoutFragment(href) { const i = href.indexOf('#'); return i === -1 ? href : href.slice(0, i); }
class PopStateEvent extends Event {
  constructor(type, init) { super(...arguments); this._s.state = init && init.state !== undefined ? init.state : null; this._s.hasUAVisualTransition = !!(init && init.hasUAVisualTransition); }
  get state() { return this._s.state; }
  get hasUAVisualTransition() { return this._s.hasUAVisualTransition; }
}
class HashChangeEvent extends Event {
  constructor(type, init) { super(...arguments); this._s.oldURL = init && init.oldURL !== undefined ? String(init.oldURL) : ''; this._s.newURL = init && init.newURL !== undefined ? String(init.newURL) : ''; }
  get oldURL() { return this._s.oldURL; }
  get newURL() { return this._s.newURL; }
}
function queueHashChange(oldURL, newURL) {
  B.queueTask('DOM manipulation', 'hashchange event', () => dispatch(win, new HashChangeEvent('hashchange', { oldURL, newURL }), true), 0, -1, []);
}
// §7.4.2.3.3 Navigate to a fragment: a new entry (state null) replaces the forward
// entries, popstate fires at once, hashchange in a task. While the document is not yet
// completely loaded (before the load event), the navigation replaces the current entry
// instead (§7.4.2.2 navigate, step "historyHandling is replace").
function navigateToFragment(href) {
  const oldURL = currentEntry().url;
  if (document._readyState === 'complete') {
    session.entries.length = session.index + 1;
    session.entries.push({ url: href, state: null });
    session.index++;
  } else session.entries[session.index] = { url: href, state: null };
  // Fired from inside the script that navigated (trusted, but no microtask checkpoint
  // after the listeners: the script is still on the stack).
  const popstate = new PopStateEvent('popstate', { state: null });
  popstate._s.trusted = true;
  dispatch(win, popstate, false);
  if (href !== oldURL) queueHashChange(oldURL, href);
}
function navigate(url, api) {
  let u;
  try { u = new W.URL(String(url), currentEntry().url); } catch (e) {
    throw domException('SyntaxError', "Failed to execute '" + api + "' on 'Location': '" + url + "' is not a valid URL.");
  }
  if (u.href.indexOf('#') !== -1 && withoutFragment(u.href) === withoutFragment(currentEntry().url)) { navigateToFragment(u.href); return; }
  throw typeError('navigating to another document (' + u.href + ') is not supported by evloop yet: the page would unload');
}
class Location {
  get href() { return currentEntry().url; }
  set href(v) { navigate(v, 'href'); }
  get origin() { return currentURL().origin; }
  get protocol() { return currentURL().protocol; }
  get host() { return currentURL().host; }
  get hostname() { return currentURL().hostname; }
  get port() { return currentURL().port; }
  get pathname() { return currentURL().pathname; }
  get search() { return currentURL().search; }
  get hash() { return currentURL().hash; }
  set hash(v) {
    // §7.4.4 hash setter: the same fragment does nothing.
    const u = currentURL();
    const old = u.hash;
    u.hash = String(v);
    if (u.hash === old && currentEntry().url.indexOf('#') !== -1) return;
    navigateToFragment(u.href);
  }
  set pathname(v) { const u = currentURL(); u.pathname = String(v); navigate(u.href, 'pathname'); }
  set search(v) { const u = currentURL(); u.search = String(v); navigate(u.href, 'search'); }
  assign(url) { navigate(url, 'assign'); }
  replace(url) { navigate(url, 'replace'); }
  reload() { throw typeError('location.reload() is not supported by evloop yet: the page would unload'); }
  toString() { return this.href; }
  get [Symbol.toStringTag]() { return 'Location'; }
}
// §7.2.5 "shared history push/replace state steps"
function historyStateSteps(api, data, url, push) {
  const state = windowStructuredClone(data);
  let href = currentEntry().url;
  if (url !== undefined && url !== null) {
    let u;
    try { u = new W.URL(String(url), href); } catch (e) {
      throw domException('SecurityError', "Failed to execute '" + api + "' on 'History': A history state object with URL '" + url + "' cannot be created in a document with origin 'http://evloop.test' and URL '" + href + "'.");
    }
    if (u.origin !== 'http://evloop.test')
      throw domException('SecurityError', "Failed to execute '" + api + "' on 'History': A history state object with URL '" + u.href + "' cannot be created in a document with origin 'http://evloop.test' and URL '" + href + "'.");
    href = u.href;
  }
  if (push) { session.entries.length = session.index + 1; session.entries.push({ url: href, state }); session.index++; }
  else session.entries[session.index] = { url: href, state };
}
class History {
  get length() { return session.entries.length; }
  get state() { return currentEntry().state; }
  get scrollRestoration() { return 'auto'; }
  set scrollRestoration(v) {}
  pushState(data, unused, url) { historyStateSteps('pushState', data, url, true); }
  replaceState(data, unused, url) { historyStateSteps('replaceState', data, url, false); }
  back() { this.go(-1); }
  forward() { this.go(1); }
  // §7.2.4 go(delta): traverse the history by a delta, in a task.
  go(delta) {
    delta = Math.trunc(Number(delta)) || 0;
    if (delta === 0) throw typeError('history.go(0) reloads the page, which is not supported by evloop yet');
    B.queueTask('history traversal', 'history traversal', () => {
      const target = session.index + delta;
      if (target < 0 || target >= session.entries.length) return;
      const oldURL = currentEntry().url;
      session.index = target;
      const entry = currentEntry();
      dispatch(win, new PopStateEvent('popstate', { state: entry.state }), true);
      if (withoutFragment(oldURL) === withoutFragment(entry.url) && currentURL().hash !== new W.URL(oldURL).hash) queueHashChange(oldURL, entry.url);
    }, HISTORY_TRAVERSAL_MS, -1, []);
  }
  get [Symbol.toStringTag]() { return 'History'; }
}
// A click on a link to a fragment of this page navigates to it (the activation behavior
// of <a href>); links to other documents are not followed.
function followHyperlink(a) {
  const href = a.getAttribute('href');
  if (href === null) return;
  let u;
  try { u = new W.URL(href, currentEntry().url); } catch (e) { return; }
  if (u.href.indexOf('#') !== -1 && withoutFragment(u.href) === withoutFragment(currentEntry().url)) {
    if (u.href !== currentEntry().url) navigateToFragment(u.href);
  } else B.report('evloop: a click on the link to ' + u.href + ' would navigate away; evloop does not simulate navigation');
}

// Blob, File (File API) and Headers, Request, Response (Fetch §5) are shared with the
// Node host (js/web.js); this host reads a Blob in a task 1 ms later (Chromium reads it
// off the main thread: after timers of 0 ms and after the script's microtasks), and a
// body in a later networking task (Fetch "fully read body"), a Blob body after its read.
const { Blob, File, Headers, Request, Response } = W;

// fetch: the network answers every request after fetch_ms with {"url": path}.
function pathOf(url) {
  let u = String(url);
  const scheme = u.indexOf('://');
  if (scheme !== -1) { const slash = u.indexOf('/', scheme + 3); u = slash === -1 ? '/' : u.slice(slash); }
  else if (u[0] !== '/') u = '/' + u;
  const q = u.indexOf('?'), h = u.indexOf('#');
  let end = u.length;
  if (h !== -1) end = h;
  if (q !== -1 && q < end) end = q;
  return u.slice(0, end);
}
let fetchLatency = 40;
function fetch(input, init) {
  // A Request gives its URL and signal (init.signal overrides it); a used one is a TypeError.
  const request = input instanceof Request ? input : null;
  if (request && request.bodyUsed) return Promise.reject(typeError("Failed to execute 'fetch' on 'Window': Cannot construct a Request with a Request object that has already been used."));
  const url = request ? request.url : typeof input === 'string' ? input : input && input.url ? input.url : String(input);
  const signal = init && init.signal !== undefined ? init.signal : request ? request.signal : undefined;
  if (request && request._body !== null && !(init && init.body !== undefined)) request._used = true; // its body is sent
  return new Promise((resolve, reject) => {
    if (signal && signal.aborted) { reject(signal.reason); return; }
    const path = pathOf(url);
    const id = B.queueTask('networking', 'fetch ' + path, () => {
      resolve(W.makeResponse({ body: JSON.stringify({ url: path }), status: 200, statusText: 'OK', headers: [['content-type', 'application/json']], url: 'http://evloop.test' + path }));
    }, fetchLatency, -1, []);
    if (signal) W.addAbortAlgorithm(signal, () => { B.cancelTask(id); reject(signal.reason); });
  });
}

// Web Storage (HTML §12.2): localStorage and sessionStorage in memory for the run.
// A Storage object supports named properties (WebIDL §3.9 legacy platform objects):
// `localStorage.theme` reads an item unless a property of that name is on the object or
// its prototype chain ([LegacyOverrideBuiltIns] is absent), `localStorage.theme = 'dark'`
// sets an item (but `localStorage.key = 'v'` makes an own property, as in Chromium),
// `delete` removes one, Object.keys lists them.
// The object is a Proxy over a plain Storage; the items are a Map in insertion order.
// SIMPLIFIED: keys are listed in insertion order.
const storageItems = new WeakMap();
function itemsOf(storage) {
  const m = storageItems.get(storage);
  if (!m) throw typeError('Illegal invocation');
  return m;
}
class Storage {
  constructor() { throw typeError('Illegal constructor'); }
  get length() { return itemsOf(this).size; }
  key(i) { const keys = Array.from(itemsOf(this).keys()); i = Number(i) >>> 0; return i < keys.length ? keys[i] : null; }
  getItem(k) { const v = itemsOf(this).get(String(k)); return v === undefined ? null : v; }
  setItem(k, v) { itemsOf(this).set(String(k), String(v)); }
  removeItem(k) { itemsOf(this).delete(String(k)); }
  clear() { itemsOf(this).clear(); }
}
Object.defineProperty(Storage.prototype, Symbol.toStringTag, { value: 'Storage', configurable: true });
function createStorage() {
  const target = Object.create(Storage.prototype);
  const items = new Map();
  // A supported property name that no own or inherited property shadows.
  const named = (t, k) => typeof k === 'string' && items.has(k) && !Object.prototype.hasOwnProperty.call(t, k) && !(k in Storage.prototype);
  const proxy = new Proxy(target, {
    get(t, k, receiver) { return named(t, k) ? items.get(k) : Reflect.get(t, k, receiver === proxy ? t : receiver); },
    // Chromium's named setter and definer leave names that are already properties (own or
    // on the prototype chain, like 'key' or 'toString') to the ordinary [[Set]]: they
    // become own properties, not items.
    set(t, k, v, receiver) {
      if (typeof k === 'string' && receiver === proxy && !(k in t)) { items.set(k, String(v)); return true; }
      return Reflect.set(t, k, v, receiver === proxy ? t : receiver);
    },
    has(t, k) { return named(t, k) || Reflect.has(t, k); },
    deleteProperty(t, k) { if (named(t, k)) { items.delete(k); return true; } return Reflect.deleteProperty(t, k); },
    ownKeys(t) { return Array.from(items.keys()).filter((k) => !Object.prototype.hasOwnProperty.call(t, k)).concat(Reflect.ownKeys(t)); },
    getOwnPropertyDescriptor(t, k) {
      if (typeof k === 'string' && items.has(k) && !Object.prototype.hasOwnProperty.call(t, k)) return { value: items.get(k), writable: true, enumerable: true, configurable: true };
      return Reflect.getOwnPropertyDescriptor(t, k);
    },
    defineProperty(t, k, desc) {
      if (typeof k === 'string' && !(k in t)) {
        if (desc.get || desc.set) return false;
        items.set(k, String(desc.value));
        return true;
      }
      return Reflect.defineProperty(t, k, desc);
    },
  });
  storageItems.set(proxy, items);
  storageItems.set(target, items);
  return proxy;
}

// What pasted snippets touch that evloop does not simulate: a clear error, never a
// silently wrong value.
function notSimulated(name, why) {
  return typeError(name + ' is not simulated by evloop' + (why ? ' (' + why + ')' : ''));
}
const notSimulatedConstructors = {
  IntersectionObserver: 'there is no layout to intersect', ResizeObserver: 'there is no layout to resize',
  WebSocket: 'the simulated network only answers fetch()', XMLHttpRequest: 'use fetch(), which is simulated',
  EventSource: 'the simulated network only answers fetch()', Worker: 'there is one thread, the main thread',
  SharedWorker: 'there is one thread, the main thread', BroadcastChannel: 'there is one page', Notification: '',
  IntersectionObserverEntry: '', Image: '', Audio: '',
};
function defineNotSimulated() {
  for (const name of Object.keys(notSimulatedConstructors)) {
    const why = notSimulatedConstructors[name];
    const ctor = function () { throw notSimulated(name, why); };
    Object.defineProperty(ctor, 'name', { value: name });
    defineGlobal(name, ctor);
  }
  const blocking = (name) => function () { throw notSimulated(name + '()', 'it would block the page until the user answers'); };
  for (const name of ['alert', 'confirm', 'prompt']) defineGlobal(name, blocking(name));
  defineGlobal('matchMedia', function matchMedia() { throw notSimulated('matchMedia()', 'there are no media queries'); });
  Object.defineProperty(win, 'indexedDB', { configurable: true, get() { throw notSimulated('indexedDB'); } });
}

// ---------------------------------------------------------------------------------------
// What the C++ loop calls

function showsPress(el) {
  for (let n = el; n && n._tag; n = n.parentNode) {
    if (n._tag === 'button' || n._tag === 'input' || n._tag === 'select' || n._tag === 'textarea' || n._tag === 'summary') return true;
    if (n._tag === 'a' && n.hasAttribute('href')) return true;
  }
  return false;
}

exportsObject.dispatchInput = function dispatchInput(kind, target, part, timestamp) {
  if (kind === 'click') {
    const el = target[0] === '#' ? document.getElementById(target.slice(1)) : null;
    if (!el) {
      if (part === 0) B.report('evloop: the input "click ' + target + '" found no element with that id; the click landed on the page body');
    }
    const t = el || document.body;
    const init = { bubbles: true, cancelable: true, composed: true, clientX: 50, clientY: 10, view: win, pointerId: 1, pointerType: 'mouse', isPrimary: true };
    if (part === 0) {
      // Pressing a control or a link restyles it (:active in the UA style sheet), so the
      // click needs a frame even if no listener changes the page.
      if (showsPress(t)) B.dirty();
      dispatch(t, new PointerEvent('pointerdown', init), true);
      dispatch(t, new MouseEvent('mousedown', init), true);
      if (t !== document.body) t.focus();
    } else {
      dispatch(t, new PointerEvent('pointerup', init), true);
      dispatch(t, new MouseEvent('mouseup', init), true);
      if (!t.disabled) activate(t, new PointerEvent('click', Object.assign({ detail: 1 }, init)), true);
    }
    return;
  }
  // A key press, perhaps with modifiers ("Control+s", "Shift+Tab"): keydown of each
  // modifier, then of the key (keypress when it types a character or is Enter), the text
  // it types into a focused input, then keyup in the reverse order.
  const t = document.activeElement || document.body;
  const parts = target.length > 1 && target.endsWith('+') ? target.slice(0, -2).split('+').concat(['+']) : target.split('+');
  const key = parts.pop();
  const mods = { ctrlKey: false, shiftKey: false, altKey: false, metaKey: false };
  const modKey = { Control: 'ctrlKey', Shift: 'shiftKey', Alt: 'altKey', Meta: 'metaKey' };
  // keydown/keyup carry the Windows virtual key code in keyCode and which (charCode 0);
  // keypress carries the character's code in all three (Chromium).
  const keyInit = (k, press) => {
    const legacy = press ? (k === 'Enter' ? 13 : k.codePointAt(0)) : legacyKeyCode(k);
    return Object.assign({ bubbles: true, cancelable: true, composed: true, key: k, code: keyCode(k), view: win,
      keyCode: legacy, which: legacy, charCode: press ? legacy : 0 }, mods);
  };
  if (part === 0) {
    for (const m of parts) { if (modKey[m]) mods[modKey[m]] = true; dispatch(t, new KeyboardEvent('keydown', keyInit(m)), true); }
    const proceed = dispatch(t, new KeyboardEvent('keydown', keyInit(key)), true);
    const types = key.length === 1 && !mods.ctrlKey && !mods.metaKey && !mods.altKey;
    if (proceed && (types || key === 'Enter')) {
      if (dispatch(t, new KeyboardEvent('keypress', keyInit(key, true)), true)) { if (types) typeInto(t, key); else insertLineBreak(t); }
    }
    if (proceed && key === 'Backspace') deleteBackward(t);
    if (proceed && key === 'Enter' && t instanceof Element && t._tag === 'button' && !t.disabled) t.click();
  } else {
    for (const m of parts) if (modKey[m]) mods[modKey[m]] = true;
    dispatch(t, new KeyboardEvent('keyup', keyInit(key)), true);
    for (let i = parts.length - 1; i >= 0; i--) {
      if (modKey[parts[i]]) mods[modKey[parts[i]]] = false;
      dispatch(t, new KeyboardEvent('keyup', keyInit(parts[i])), true);
    }
  }
};
function keyCode(k) {
  if (k.length === 1) {
    if ((k >= 'a' && k <= 'z') || (k >= 'A' && k <= 'Z')) return 'Key' + k.toUpperCase();
    if (k >= '0' && k <= '9') return 'Digit' + k;
    return { ' ': 'Space', '-': 'Minus', '=': 'Equal', ',': 'Comma', '.': 'Period', '/': 'Slash', ';': 'Semicolon', "'": 'Quote', '[': 'BracketLeft', ']': 'BracketRight', '\\': 'Backslash', '`': 'Backquote' }[k] || '';
  }
  return { Control: 'ControlLeft', Shift: 'ShiftLeft', Alt: 'AltLeft', Meta: 'MetaLeft' }[k] || k;
}
// The legacy keyCode of keydown/keyup (UI Events §B.2.1 and Chromium's US layout).
function legacyKeyCode(k) {
  if (k.length === 1) {
    if ((k >= 'a' && k <= 'z') || (k >= 'A' && k <= 'Z')) return k.toUpperCase().charCodeAt(0);
    if (k >= '0' && k <= '9') return k.charCodeAt(0);
    const punctuation = { ' ': 32, '-': 189, '=': 187, ',': 188, '.': 190, '/': 191, ';': 186, "'": 222, '[': 219, ']': 221, '\\': 220, '`': 192 };
    return punctuation[k] || 0;
  }
  const named = { Backspace: 8, Tab: 9, Enter: 13, Shift: 16, Control: 17, Alt: 18, Pause: 19, CapsLock: 20, Escape: 27, PageUp: 33,
    PageDown: 34, End: 35, Home: 36, ArrowLeft: 37, ArrowUp: 38, ArrowRight: 39, ArrowDown: 40, Insert: 45, Delete: 46, Meta: 91, ContextMenu: 93 };
  if (named[k] !== undefined) return named[k];
  const f = /^F([0-9]{1,2})$/.exec(k);
  return f && Number(f[1]) >= 1 && Number(f[1]) <= 24 ? 111 + Number(f[1]) : 0;
}
function isTextField(t) {
  if (!(t instanceof Element) || t.disabled || t.readOnly) return false;
  if (t._tag === 'textarea') return true;
  return t._tag === 'input' && ['text', 'search', 'email', 'url', 'tel', 'password', 'number'].indexOf(t.type) !== -1;
}
// The text a key types into a focused text field: beforeinput, the new value, input.
function typeInto(t, ch) {
  if (!isTextField(t)) return;
  if (!dispatch(t, new InputEvent('beforeinput', { bubbles: true, cancelable: true, composed: true, inputType: 'insertText', data: ch }), true)) return;
  t._setValue(t.value + ch);
  hidden(t, '_userEdited', true);
  dispatch(t, new InputEvent('input', { bubbles: true, composed: true, inputType: 'insertText', data: ch }), true);
}
// Enter in a text field (Chromium): beforeinput 'insertLineBreak'; a textarea gets the
// line break and input; an input commits its value ('change') and submits its form
// implicitly (HTML §4.10.21.2): a click on the form's default button, or, without one,
// the submission itself when the input is the form's only field that blocks it.
function insertLineBreak(t) {
  if (!isTextField(t)) return;
  if (!dispatch(t, new InputEvent('beforeinput', { bubbles: true, cancelable: true, composed: true, inputType: 'insertLineBreak' }), true)) return;
  if (t._tag === 'textarea') {
    t._setValue(t.value + '\n');
    hidden(t, '_userEdited', true);
    dispatch(t, new InputEvent('input', { bubbles: true, composed: true, inputType: 'insertLineBreak' }), true);
    return;
  }
  commitChange(t);
  const form = t.form;
  if (!form) return;
  const controls = querySelectorAll(form, 'button, input').filter((c) => c.form === form);
  const button = controls.find(isSubmitButton);
  if (button) { if (!button.disabled) button.click(); return; }
  const blocking = ['text', 'search', 'url', 'tel', 'email', 'password', 'date', 'month', 'week', 'time', 'datetime-local', 'number'];
  if (controls.filter((c) => c._tag === 'input' && blocking.indexOf(c.type) !== -1).length === 1) submitForm(form, null, true);
}
// 'change' of a text field: when it loses focus or commits with Enter, if the learner's
// typing changed its value since it got focus or last committed.
function commitChange(t) {
  if (!isTextField(t) || !t._userEdited) return;
  const base = t._changeBase === undefined ? '' : t._changeBase;
  if (t.value === base) return;
  hidden(t, '_changeBase', t.value);
  dispatch(t, new Event('change', { bubbles: true }), true);
}
function deleteBackward(t) {
  if (!isTextField(t)) return;
  if (!dispatch(t, new InputEvent('beforeinput', { bubbles: true, cancelable: true, composed: true, inputType: 'deleteContentBackward' }), true)) return;
  if (t.value === '') return; // nothing to delete: no input event
  t._setValue(t.value.slice(0, -1));
  hidden(t, '_userEdited', true);
  dispatch(t, new InputEvent('input', { bubbles: true, composed: true, inputType: 'deleteContentBackward' }), true);
}

exportsObject.fireErrorEvent = fireErrorEvent;

// HTML §13.2.7 "The end" https://html.spec.whatwg.org/multipage/parsing.html#the-end
// The page's script is the last thing in the body; the parser finishes in a task of its
// own soon after (browser/event_loop.cpp queues it 1 ms after the script's task, as Chromium
// does: timers of 0 ms and messages posted by the script run first). readyState becomes
// "interactive" (readystatechange), DOMContentLoaded fires at the document (bubbling to
// the window), then a task later readyState becomes "complete" and load and pageshow fire
// at the window with the document as their target.
function setReadyState(state) {
  document._readyState = state;
  dispatch(document, new Event('readystatechange'), true);
}
exportsObject.scriptDone = function scriptDone() { document._currentScript = null; };
// afterModule: the page's script was a module (deferred), which ran with readyState
// already "interactive"; DOMContentLoaded and load then follow it at once.
exportsObject.endOfParsing = function endOfParsing(afterModule) {
  const load = () => {
    setReadyState('complete');
    dispatch(win, new Event('load'), true, document);
    dispatch(win, new PageTransitionEvent('pageshow', { persisted: false }), true, document);
  };
  // Nothing delays the load event (no images, no other scripts): its task is queued
  // together with DOMContentLoaded's, so a 0 ms timer set by a DOMContentLoaded listener
  // runs after load, as in Chromium.
  if (!afterModule) B.queueTask('DOM manipulation', 'load event', load, 0, -1, []);
  if (document._readyState === 'loading') setReadyState('interactive');
  dispatch(document, new Event('DOMContentLoaded', { bubbles: true }), true);
  if (afterModule) load();
};
class PageTransitionEvent extends Event {
  constructor(type, init) { super(...arguments); this._s.persisted = !!(init && init.persisted); }
  get persisted() { return this._s.persisted; }
}

// structuredClone(value): the engine's (core/js), after a check for platform objects it
// cannot clone: nodes throw a DataCloneError naming their interface, as in Chromium.
const engineStructuredClone = win.structuredClone;
const elementInterfaces = { div: 'Div', span: 'Span', p: 'Paragraph', a: 'Anchor', button: 'Button', input: 'Input', form: 'Form',
  ul: 'UList', ol: 'OList', li: 'LI', img: 'Image', table: 'Table', tr: 'TableRow', td: 'TableCell', th: 'TableCell',
  thead: 'TableSection', tbody: 'TableSection', tfoot: 'TableSection', select: 'Select', option: 'Option', textarea: 'TextArea',
  label: 'Label', h1: 'Heading', h2: 'Heading', h3: 'Heading', h4: 'Heading', h5: 'Heading', h6: 'Heading', body: 'Body',
  html: 'Html', head: 'Head', canvas: 'Canvas', style: 'Style', script: 'Script', pre: 'Pre', br: 'BR', hr: 'HR',
  section: '', article: '', header: '', footer: '', nav: '', main: '', aside: '', b: '', i: '', strong: '', em: '', small: '', code: '' };
function nodeInterfaceName(n) {
  if (n instanceof Element) { const k = elementInterfaces[n._tag]; return k === undefined ? 'HTMLUnknownElement' : 'HTML' + k + 'Element'; }
  if (n instanceof Text) return 'Text';
  if (n instanceof Comment) return 'Comment';
  if (n instanceof Document) return 'HTMLDocument';
  if (n instanceof DocumentFragment) return 'DocumentFragment';
  return 'Node';
}
function findUncloneable(value, seen, depth) {
  if (value === null || typeof value !== 'object' || seen.has(value) || depth > 1000) return null;
  seen.add(value);
  if (value instanceof Node || value === win || value instanceof MessagePort) return value;
  let children = [];
  if (Array.isArray(value)) children = value;
  else if (value instanceof Map) { for (const [k, v] of value) children.push(k, v); }
  else if (value instanceof Set) children = Array.from(value);
  else if (Object.getPrototypeOf(value) === Object.prototype || Object.getPrototypeOf(value) === null) children = Object.keys(value).map((k) => value[k]);
  for (const c of children) { const found = findUncloneable(c, seen, depth + 1); if (found) return found; }
  return null;
}
function uncloneableText(bad) {
  if (bad instanceof MessagePort) return 'A MessagePort could not be cloned because it was not transferred.';
  return (bad === win ? 'Window' : nodeInterfaceName(bad)) + ' object could not be cloned.';
}
function windowStructuredClone(value, options) {
  const bad = findUncloneable(value, new Set(), 0);
  if (bad) throw domException('DataCloneError', "Failed to execute 'structuredClone' on 'Window': " + uncloneableText(bad));
  return arguments.length > 1 ? engineStructuredClone(value, options) : engineStructuredClone(value);
}

exportsObject.fireUnhandledRejection = function fireUnhandledRejection(promise) {
  if (B.promiseHandled(promise)) return;
  const reason = B.promiseReason(promise);
  const event = new PromiseRejectionEvent('unhandledrejection', { cancelable: true, promise, reason });
  const notCanceled = dispatch(win, event, true);
  if (notCanceled) B.report('Uncaught (in promise) ' + B.describeError(reason));
  B.rejectionReported(promise);
};

exportsObject.fireRejectionHandled = function fireRejectionHandled(promise) {
  dispatch(win, new PromiseRejectionEvent('rejectionhandled', { promise, reason: B.promiseReason(promise) }), true);
};

exportsObject.snapshot = function snapshot() {
  const body = document.body;
  return body ? body._children.map((c) => serialize(c, true)).join('') : '';
};

exportsObject.init = function init(html, hidden, fetchMs, module) {
  if (typeof fetchMs === 'number') fetchLatency = fetchMs;
  const root = makeElement('html');
  const head = makeElement('head');
  const body = makeElement('body');
  root._parent = document; document._children.push(root);
  head._parent = root; body._parent = root; root._children.push(head, body);
  document._hidden = !!hidden;
  // The page Chromium gets (tests/corpus/README.md "The page"): <head><meta
  // charset="utf-8"></head><body>HTML<script src="/main.js"></script></body>.
  const meta = makeElement('meta');
  meta._attrs.set('charset', 'utf-8');
  meta._parent = head; head._children.push(meta);
  if (html) parseHTML(html, body);
  const script = makeElement('script');
  script._attrs.set('src', '/main.js');
  script._parent = body; body._children.push(script);
  // A module script is deferred: it runs once parsing is done (readyState already
  // "interactive", no currentScript), and DOMContentLoaded follows it.
  if (module) { script._attrs.set('type', 'module'); document._readyState = 'interactive'; }
  else document._currentScript = script;
  // window is an EventTarget (Window.prototype → EventTarget.prototype → Object.prototype).
  function Window() { throw typeError('Illegal constructor'); }
  Window.prototype = Object.create(EventTarget.prototype, { constructor: { value: Window, writable: true, configurable: true } });
  Object.defineProperty(Window.prototype, Symbol.toStringTag, { value: 'Window', configurable: true });
  Object.setPrototypeOf(win, Window.prototype);
  defineGlobal('Window', Window);
  defineGlobal('window', win);
  defineGlobal('self', win);
  defineGlobal('document', document);
  for (const [name, value] of Object.entries({
    setTimeout, setInterval, clearTimeout, clearInterval, requestAnimationFrame, cancelAnimationFrame,
    requestIdleCallback, cancelIdleCallback, getComputedStyle, postMessage, structuredClone: windowStructuredClone, FormData,
    MessageChannel, MessagePort, MutationObserver, MutationRecord, Event, CustomEvent, UIEvent, MouseEvent, PointerEvent,
    KeyboardEvent, FocusEvent, SubmitEvent, ToggleEvent, MessageEvent, PromiseRejectionEvent, ErrorEvent, EventTarget, Node, Element, HTMLElement, Option, ShadowRoot, CustomElementRegistry, customElements,
    Text, Comment, Attr, NamedNodeMap, HTMLCollection, NodeFilter, TreeWalker, NodeIterator, Document, DocumentFragment, scheduler, TaskController, TaskSignal, TaskPriorityChangeEvent, InputEvent, WheelEvent, CompositionEvent, DragEvent, AnimationEvent, TransitionEvent, ProgressEvent, ClipboardEvent, ValidityState, fetch, Request, Response, Headers, Blob, File,
    reportError: (e) => reportException(e),
    addEventListener: (type, cb, options) => addListener(win, type, cb, options),
    removeEventListener: (type, cb, options) => removeListener(win, type, cb, options),
    dispatchEvent: (event) => dispatch(win, event, false),
    navigator: { userAgent: 'Mozilla/5.0 (evloop) Chrome/126', hardwareConcurrency: 4, language: 'en' },
    location: new Location(), history: new History(), Location, History, PopStateEvent, HashChangeEvent, PageTransitionEvent,
  })) defineGlobal(name, value);
  defineGlobal('localStorage', createStorage());
  defineGlobal('sessionStorage', createStorage());
  defineGlobal('Storage', Storage);
  defineNotSimulated();
  for (const name of ['onmessage', 'onunhandledrejection', 'onrejectionhandled', 'onerror', 'onload', 'onclick', 'onkeydown', 'onpopstate', 'onhashchange', 'onpageshow'])
    defineHandler(win, name);
  defineHandler(document, 'onreadystatechange');
  delete win.require;
  delete win.module;
  delete win.exports;
};
