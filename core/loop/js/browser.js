// evloop's browser host, the JavaScript half: the DOM (a small one), events and their
// dispatch, timers, requestAnimationFrame, requestIdleCallback, MessageChannel,
// postMessage, MutationObserver, scheduler, fetch. The event loop itself is C++
// (browser_host.cpp); this code runs inside the VM as "internal" code, which the trace,
// the stepper and stack traces skip. It must stay within evloop's JavaScript subset.
'use strict';
const B = this.binding;
const exportsObject = this;
const win = globalThis;

function defineGlobal(name, value) {
  Object.defineProperty(win, name, { value, writable: true, configurable: true, enumerable: false });
}
function reportException(e) {
  B.report('Uncaught ' + B.describeError(e));
}
function typeError(message) { return new TypeError(message); }
function domException(name, message) {
  const e = new Error(message);
  e.name = name;
  return e;
}

// ---------------------------------------------------------------------------------------
// Events (DOM §2)

class Event {
  constructor(type, init) {
    if (arguments.length === 0) throw typeError("Failed to construct 'Event': 1 argument required, but only 0 present.");
    init = init || {};
    Object.defineProperty(this, '_s', { value: {
      type: String(type), bubbles: !!init.bubbles, cancelable: !!init.cancelable, composed: !!init.composed,
      target: null, currentTarget: null, phase: 0, canceled: false, stop: false, stopNow: false, trusted: false,
      dispatching: false, timeStamp: performance.now(), path: [],
    } });
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
  preventDefault() { if (this._s.cancelable && !this._s.passive) this._s.canceled = true; }
}
Event.NONE = 0; Event.CAPTURING_PHASE = 1; Event.AT_TARGET = 2; Event.BUBBLING_PHASE = 3;
class CustomEvent extends Event {
  constructor(type, init) { super(type, init); this._s.detail = init && init.detail !== undefined ? init.detail : null; }
  get detail() { return this._s.detail; }
}
class UIEvent extends Event {}
class MouseEvent extends UIEvent {
  constructor(type, init) {
    super(type, init);
    init = init || {};
    this.clientX = init.clientX || 0; this.clientY = init.clientY || 0; this.button = init.button || 0;
    this.detail = init.detail || 0;
  }
}
class PointerEvent extends MouseEvent {
  constructor(type, init) { super(type, init); this.pointerId = 1; this.pointerType = 'mouse'; this.isPrimary = true; }
}
class KeyboardEvent extends UIEvent {
  constructor(type, init) { super(type, init); init = init || {}; this.key = init.key || ''; this.code = init.code || ''; this.repeat = false; }
}
class FocusEvent extends UIEvent {}
class MessageEvent extends Event {
  constructor(type, init) {
    super(type, init);
    init = init || {};
    this.data = init.data === undefined ? null : init.data;
    this.origin = init.origin || '';
    this.lastEventId = '';
    this.source = init.source || null;
    this.ports = init.ports || [];
  }
}
class PromiseRejectionEvent extends Event {
  constructor(type, init) { super(type, init); this.promise = init.promise; this.reason = init.reason; }
}
class ErrorEvent extends Event {
  constructor(type, init) { super(type, init); init = init || {}; this.message = init.message || ''; this.error = init.error; }
}

const listenerLists = new Map(); // target → [{ type, callback, capture, once, passive, removed }]
function listenersOf(target) {
  let list = listenerLists.get(target);
  if (!list) { list = []; listenerLists.set(target, list); }
  return list;
}
function flattenOptions(options) {
  if (typeof options === 'boolean' || options === undefined || options === null) return { capture: !!options, once: false, passive: false, signal: null };
  return { capture: !!options.capture, once: !!options.once, passive: !!options.passive, signal: options.signal || null };
}
function addListener(target, type, callback, options) {
  if (callback === null || callback === undefined) return;
  if (typeof callback !== 'function' && typeof callback !== 'object')
    throw typeError("Failed to execute 'addEventListener' on 'EventTarget': parameter 2 is not of type 'Object'.");
  const o = flattenOptions(options);
  if (o.signal && o.signal.aborted) return;
  const list = listenersOf(target);
  type = String(type);
  for (const l of list) if (l.type === type && l.callback === callback && l.capture === o.capture) return;
  const entry = { type, callback, capture: o.capture, once: o.once, passive: o.passive, removed: false };
  list.push(entry);
  if (o.signal) o.signal.addEventListener('abort', () => removeEntry(target, entry));
}
function removeEntry(target, entry) {
  const list = listenersOf(target);
  const i = list.indexOf(entry);
  if (i !== -1) { list.splice(i, 1); entry.removed = true; }
}
function removeListener(target, type, callback, options) {
  const capture = flattenOptions(options).capture;
  const list = listenersOf(target);
  for (const l of list) if (l.type === String(type) && l.callback === callback && l.capture === capture) { removeEntry(target, l); return; }
}

// The parent in the event path: node → parent → document → window.
function parentForEvent(target) {
  if (target instanceof Node) {
    if (target.parentNode) return target.parentNode;
    if (target === document) return win;
    return null;
  }
  return null;
}

function innerInvoke(event, target, phaseCapture, hostDispatch) {
  const list = listenersOf(target).slice();
  for (const l of list) {
    if (l.removed || l.type !== event._s.type) continue;
    if (phaseCapture === 'capture' && !l.capture) continue;
    if (phaseCapture === 'bubble' && l.capture) continue;
    if (l.once) removeEntry(target, l);
    event._s.passive = l.passive;
    try {
      if (typeof l.callback === 'function') l.callback.call(target === win ? win : target, event);
      else if (l.callback && typeof l.callback.handleEvent === 'function') l.callback.handleEvent(event);
    } catch (e) {
      reportException(e);
    }
    event._s.passive = false;
    // The browser invoked this listener itself: the JavaScript stack is empty again.
    if (hostDispatch) B.checkpoint();
    if (event._s.stopNow) return;
  }
}

// DOM "dispatch": capture from the window down, the target, then bubbling up.
function dispatch(target, event, hostDispatch) {
  const s = event._s;
  if (s.dispatching) throw domException('InvalidStateError', "Failed to execute 'dispatchEvent' on 'EventTarget': The event is already being dispatched.");
  s.dispatching = true;
  s.trusted = !!hostDispatch;
  s.target = target;
  const path = [];
  for (let t = target; t; t = parentForEvent(t)) path.push(t);
  s.path = path;
  for (let i = path.length - 1; i > 0 && !s.stop; i--) {
    s.phase = 1; s.currentTarget = path[i];
    innerInvoke(event, path[i], 'capture', hostDispatch);
  }
  if (!s.stop) {
    s.phase = 2; s.currentTarget = target;
    innerInvoke(event, target, 'capture', hostDispatch);
    if (!s.stop && !s.stopNow) innerInvoke(event, target, 'bubble', hostDispatch);
  }
  if (s.bubbles) {
    for (let i = 1; i < path.length && !s.stop; i++) {
      s.phase = 3; s.currentTarget = path[i];
      innerInvoke(event, path[i], 'bubble', hostDispatch);
    }
  }
  s.phase = 0; s.currentTarget = null; s.dispatching = false; s.stop = false; s.stopNow = false;
  return !s.canceled;
}

class EventTarget {
  addEventListener(type, callback, options) { addListener(this, type, callback, options); }
  removeEventListener(type, callback, options) { removeListener(this, type, callback, options); }
  dispatchEvent(event) {
    if (!(event instanceof Event)) throw typeError("Failed to execute 'dispatchEvent' on 'EventTarget': parameter 1 is not of type 'Event'.");
    return dispatch(this, event, false);
  }
}

// `onclick`-style properties: a listener registered at the first assignment.
function defineHandler(target, name) {
  const type = name.slice(2);
  const slot = new Map();
  Object.defineProperty(target, name, {
    configurable: true, enumerable: true,
    get() { const e = slot.get(this); return e ? e.value : null; },
    set(v) {
      let e = slot.get(this);
      const fn = typeof v === 'function' ? v : null;
      if (!e) {
        if (!fn) return;
        const holder = this;
        e = { value: fn, wrapper: function (event) {
          const r = e.value && e.value.call(holder, event);
          if (r === false && type !== 'mouseover' && type !== 'error') event.preventDefault();
          return r;
        } };
        slot.set(this, e);
        addListener(this, type, e.wrapper, false);
        if (this instanceof MessagePort && type === 'message') this.start();
        return;
      }
      e.value = fn;
      if (!fn) { removeListener(this, type, e.wrapper, false); slot.delete(this); }
    },
  });
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
  get isConnected() { let n = this; while (n._parent) n = n._parent; return n === document; }
  get ownerDocument() { return document; }
  hasChildNodes() { return this._children.length > 0; }
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
    if (i === -1) this._children.push(child); else this._children.splice(i, 0, child);
    child._parent = this;
    queueMutation('childList', this, { added: [child], previousSibling: previous, nextSibling: ref || null });
    changed(this);
    return child;
  }
  removeChild(child) {
    const i = this._children.indexOf(child);
    if (i === -1) throw domException('NotFoundError', "Failed to execute 'removeChild' on 'Node': The node to be removed is not a child of this node.");
    const wasConnected = this.isConnected;
    const previous = this._children[i - 1] || null, next = this._children[i + 1] || null;
    this._children.splice(i, 1);
    child._parent = null;
    queueMutation('childList', this, { removed: [child], previousSibling: previous, nextSibling: next });
    if (wasConnected) B.dirty();
    return child;
  }
  replaceChild(newChild, oldChild) { this.insertBefore(newChild, oldChild); return this.removeChild(oldChild); }
  remove() { if (this._parent) this._parent.removeChild(this); }
  append(...nodes) { for (const n of nodes) this.appendChild(typeof n === 'string' ? new Text(n) : n); }
  prepend(...nodes) { const first = this.firstChild; for (const n of nodes) this.insertBefore(typeof n === 'string' ? new Text(n) : n, first); }
  get textContent() { return this._children.map(c => c.textContent).join(''); }
  set textContent(value) {
    const removed = this._children.slice();
    for (const c of removed) c._parent = null;
    this._children = [];
    const text = value === null || value === undefined ? '' : String(value);
    const added = [];
    if (text !== '') { const t = new Text(text); t._parent = this; this._children.push(t); added.push(t); }
    if (removed.length || added.length) queueMutation('childList', this, { added, removed });
    changed(this);
  }
}
Node.ELEMENT_NODE = 1; Node.TEXT_NODE = 3; Node.DOCUMENT_NODE = 9; Node.DOCUMENT_FRAGMENT_NODE = 11;

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
class DocumentFragment extends Node { get nodeType() { return 11; } }

const styleProperties = ['display', 'visibility', 'opacity', 'color', 'background', 'backgroundColor', 'width', 'height',
  'minWidth', 'minHeight', 'maxWidth', 'maxHeight', 'margin', 'marginTop', 'marginBottom', 'marginLeft', 'marginRight',
  'padding', 'paddingTop', 'paddingBottom', 'paddingLeft', 'paddingRight', 'border', 'borderRadius', 'position', 'top',
  'left', 'right', 'bottom', 'transform', 'transition', 'animation', 'fontSize', 'fontWeight', 'fontFamily', 'textAlign',
  'cursor', 'zIndex', 'overflow', 'boxShadow', 'outline', 'filter', 'content', 'flex', 'gap', 'lineHeight', 'whiteSpace'];
function cssName(prop) {
  let out = '';
  for (const ch of prop) out += ch >= 'A' && ch <= 'Z' ? '-' + ch.toLowerCase() : ch;
  return out;
}
class CSSStyleDeclaration {
  constructor(element) {
    Object.defineProperty(this, '_el', { value: element });
    Object.defineProperty(this, '_values', { value: new Map() });
  }
  _set(name, value) {
    const v = value === null || value === undefined ? '' : String(value);
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
      if (c !== -1) this._values.set(decl.slice(0, c).trim(), decl.slice(c + 1).trim());
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

class DOMTokenList {
  constructor(element) { Object.defineProperty(this, '_el', { value: element }); }
  _list() { return (this._el.getAttribute('class') || '').split(' ').filter(Boolean); }
  contains(t) { return this._list().indexOf(t) !== -1; }
  add(...tokens) { const l = this._list(); for (const t of tokens) if (l.indexOf(t) === -1) l.push(t); this._el.setAttribute('class', l.join(' ')); }
  remove(...tokens) { this._el.setAttribute('class', this._list().filter(t => tokens.indexOf(t) === -1).join(' ')); }
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
  setAttribute(name, value) {
    name = String(name).toLowerCase();
    const old = this.getAttribute(name);
    this._attrs.set(name, String(value));
    if (name === 'style') { this._style = null; this.style.cssText = String(value); }
    queueMutation('attributes', this, { attributeName: name, oldValue: old });
    changed(this);
  }
  removeAttribute(name) {
    name = String(name).toLowerCase();
    if (!this._attrs.has(name)) return;
    const old = this.getAttribute(name);
    this._attrs.delete(name);
    queueMutation('attributes', this, { attributeName: name, oldValue: old });
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
  get value() { return this._value !== undefined ? this._value : this.getAttribute('value') || ''; }
  set value(v) { Object.defineProperty(this, '_value', { value: String(v), writable: true, configurable: true }); changed(this); }
  get title() { return this.getAttribute('title') || ''; }
  set title(v) { this.setAttribute('title', v); }
  get style() { if (!this._style) this._style = new CSSStyleDeclaration(this); return this._style; }
  get dataset() {
    const ds = {};
    for (const [k, v] of this._attrs) if (k.startsWith('data-')) ds[k.slice(5).split('-').map((p, i) => i ? p[0].toUpperCase() + p.slice(1) : p).join('')] = v;
    return ds;
  }
  get children() { return this._children.filter(c => c instanceof Element); }
  get childElementCount() { return this.children.length; }
  get firstElementChild() { return this.children[0] || null; }
  get lastElementChild() { const c = this.children; return c[c.length - 1] || null; }
  get innerHTML() { return this._children.map(serialize).join(''); }
  set innerHTML(html) {
    const removed = this._children.slice();
    for (const c of removed) c._parent = null;
    this._children = [];
    const added = parseHTML(String(html), this);
    queueMutation('childList', this, { added, removed });
    changed(this);
  }
  get outerHTML() { return serialize(this); }
  get innerText() { return this.textContent; }
  set innerText(v) { this.textContent = v; }
  querySelector(selector) { return querySelectorAll(this, selector)[0] || null; }
  querySelectorAll(selector) { return querySelectorAll(this, selector); }
  getElementsByTagName(tag) { return querySelectorAll(this, tag); }
  getElementsByClassName(name) { return querySelectorAll(this, '.' + name); }
  matches(selector) { return matches(this, parseSelector(selector)); }
  closest(selector) { const s = parseSelector(selector); for (let n = this; n instanceof Element; n = n._parent) if (matches(n, s)) return n; return null; }
  click() {
    // HTMLElement.click(): a synthetic click, dispatched synchronously (not trusted).
    if (this.disabled) return;
    dispatch(this, new PointerEvent('click', { bubbles: true, cancelable: true, composed: true }), false);
  }
  focus() { if (document._active !== this) { const old = document._active; document._active = this; if (old) dispatch(old, new FocusEvent('blur'), false); dispatch(this, new FocusEvent('focus'), false); } }
  blur() { if (document._active === this) { document._active = null; dispatch(this, new FocusEvent('blur'), false); } }
  getBoundingClientRect() { return { x: 0, y: 0, width: 100, height: 20, top: 0, left: 0, right: 100, bottom: 20 }; }
  get offsetWidth() { return 100; }
  get offsetHeight() { return 20; }
  scrollIntoView() {}
}
const HTMLElement = Element;
for (const name of ['onclick', 'onmousedown', 'onmouseup', 'onpointerdown', 'onpointerup', 'onkeydown', 'onkeyup', 'onkeypress',
  'oninput', 'onchange', 'onfocus', 'onblur', 'onsubmit', 'onload', 'onerror', 'onscroll', 'onmouseover', 'ondblclick'])
  defineHandler(Element.prototype, name);

function parseSelector(selector) {
  selector = String(selector).trim();
  if (selector === '' || selector.indexOf(',') !== -1 || selector.indexOf(' ') !== -1 || selector.indexOf('>') !== -1 || selector.indexOf('[') !== -1 || selector.indexOf(':') !== -1)
    throw domException('SyntaxError', "Failed to execute 'querySelector': '" + selector + "' is not a selector evloop supports (it supports tag, #id, .class and their combinations, like button#go.primary)");
  const s = { tag: null, id: null, classes: [] };
  let i = 0;
  const word = () => { const start = i; while (i < selector.length && selector[i] !== '#' && selector[i] !== '.') i++; return selector.slice(start, i); };
  if (selector[0] !== '#' && selector[0] !== '.') s.tag = word().toLowerCase();
  while (i < selector.length) {
    const c = selector[i++];
    const w = word();
    if (c === '#') s.id = w; else s.classes.push(w);
  }
  return s;
}
function matches(el, s) {
  if (!(el instanceof Element)) return false;
  if (s.tag && s.tag !== '*' && el._tag !== s.tag) return false;
  if (s.id !== null && el.id !== s.id) return false;
  if (s.classes.length) { const cl = el.classList; for (const c of s.classes) if (!cl.contains(c)) return false; }
  return true;
}
function querySelectorAll(root, selector) {
  const s = parseSelector(selector);
  const out = [];
  const walk = (n) => { for (const c of n._children) { if (matches(c, s)) out.push(c); walk(c); } };
  walk(root);
  return out;
}

class Document extends Node {
  constructor() {
    super();
    Object.defineProperty(this, '_active', { value: null, writable: true });
    Object.defineProperty(this, '_hidden', { value: false, writable: true });
  }
  get nodeType() { return 9; }
  get nodeName() { return '#document'; }
  get documentElement() { return this._children[0] || null; }
  get head() { return this.documentElement ? this.documentElement._children[0] : null; }
  get body() { return this.documentElement ? this.documentElement._children[1] : null; }
  get activeElement() { return this._active || this.body; }
  get readyState() { return 'complete'; }
  get visibilityState() { return this._hidden ? 'hidden' : 'visible'; }
  get hidden() { return this._hidden; }
  get title() { return 'evloop'; }
  get textContent() { return null; }
  getElementById(id) { const walk = (n) => { for (const c of n._children) { if (c instanceof Element && c.id === String(id)) return c; const r = walk(c); if (r) return r; } return null; }; return walk(this); }
  querySelector(selector) { return querySelectorAll(this, selector)[0] || null; }
  querySelectorAll(selector) { return querySelectorAll(this, selector); }
  getElementsByTagName(tag) { return querySelectorAll(this, tag); }
  getElementsByClassName(name) { return querySelectorAll(this, '.' + name); }
  createElement(tag) { return new Element(tag); }
  createTextNode(text) { return new Text(text); }
  createDocumentFragment() { return new DocumentFragment(); }
  createEvent() { return new Event(''); }
  hasFocus() { return true; }
}
const document = new Document();

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
function parseHTML(html, parent) {
  const added = [];
  const stack = [parent];
  let i = 0;
  const top = () => stack[stack.length - 1];
  const add = (node) => { const p = top(); node._parent = p; p._children.push(node); if (p === parent) added.push(node); };
  while (i < html.length) {
    if (html.startsWith('<!--', i)) { const e = html.indexOf('-->', i + 4); i = e === -1 ? html.length : e + 3; continue; }
    if (html[i] === '<' && html[i + 1] === '/') {
      const e = html.indexOf('>', i);
      const name = html.slice(i + 2, e === -1 ? html.length : e).trim().toLowerCase();
      i = e === -1 ? html.length : e + 1;
      for (let k = stack.length - 1; k > 0; k--) if (stack[k]._tag === name) { stack.length = k; break; }
      continue;
    }
    if (html[i] === '<' && /* a tag */ ((html[i + 1] >= 'a' && html[i + 1] <= 'z') || (html[i + 1] >= 'A' && html[i + 1] <= 'Z'))) {
      let j = i + 1;
      while (j < html.length && !isSpace(html[j]) && html[j] !== '>' && html[j] !== '/') j++;
      const el = new Element(html.slice(i + 1, j));
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
      add(el);
      if (el._attrs.has('style')) { const css = el._attrs.get('style'); el.style.cssText = css; }
      if (!selfClosing && voidElements.indexOf(el._tag) === -1) stack.push(el);
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
function escapeText(s) { let o = ''; for (const c of s) o += c === '&' ? '&amp;' : c === '<' ? '&lt;' : c === '>' ? '&gt;' : c; return o; }
function serialize(node, visibleOnly) {
  if (node instanceof Text) return escapeText(node._data);
  if (!(node instanceof Element)) return '';
  if (visibleOnly && (node.hasAttribute('hidden') || node.style.display === 'none' || node.style.visibility === 'hidden')) return '';
  let out = '<' + node._tag;
  for (const [k, v] of node._attrs) out += v === '' ? ' ' + k : ' ' + k + '="' + v.split('"').join('&quot;') + '"';
  out += '>';
  if (voidElements.indexOf(node._tag) !== -1) return out;
  for (const c of node._children) out += serialize(c, visibleOnly);
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

function structuredClone(value, seen) {
  if (value === null || typeof value !== 'object') {
    if (typeof value === 'function' || typeof value === 'symbol')
      throw domException('DataCloneError', "Failed to execute 'postMessage': " + (typeof value === 'function' ? String(value).split('\n')[0] : 'Symbol()') + ' could not be cloned.');
    return value;
  }
  seen = seen || new Map();
  if (seen.has(value)) return seen.get(value);
  if (value instanceof Node || value instanceof MessagePort) throw domException('DataCloneError', "Failed to execute 'postMessage': An object could not be cloned.");
  let out;
  if (Array.isArray(value)) { out = []; seen.set(value, out); for (const v of value) out.push(structuredClone(v, seen)); return out; }
  if (value instanceof Map) { out = new Map(); seen.set(value, out); for (const [k, v] of value) out.set(structuredClone(k, seen), structuredClone(v, seen)); return out; }
  if (value instanceof Set) { out = new Set(); seen.set(value, out); for (const v of value) out.add(structuredClone(v, seen)); return out; }
  if (value instanceof Error) { out = new Error(value.message); out.name = value.name; return out; }
  out = {};
  seen.set(value, out);
  for (const k of Object.keys(value)) out[k] = structuredClone(value[k], seen);
  return out;
}

class MessagePort extends EventTarget {
  constructor() {
    super();
    Object.defineProperty(this, '_other', { value: null, writable: true });
    Object.defineProperty(this, '_started', { value: false, writable: true });
    Object.defineProperty(this, '_held', { value: [], writable: true });
    Object.defineProperty(this, '_closed', { value: false, writable: true });
  }
  postMessage(message) {
    const data = structuredClone(message);
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
function deliverPortMessage(port, data) {
  B.queueTask('posted message', 'MessagePort message', () => {
    if (port._closed) return;
    dispatch(port, new MessageEvent('message', { data }), true);
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
  const data = structuredClone(message);
  B.queueTask('posted message', 'window message', () => {
    dispatch(win, new MessageEvent('message', { data, origin: 'http://evloop.test', source: win }), true);
  }, 0, -1, []);
}

// scheduler (WICG Prioritized Task Scheduling): effective priorities 0–5.
const priorityLevel = { 'background': 0, 'user-visible': 2, 'user-blocking': 4 };
class AbortSignal extends EventTarget {
  constructor() { super(); this.aborted = false; this.reason = undefined; }
  throwIfAborted() { if (this.aborted) throw this.reason; }
}
defineHandler(AbortSignal.prototype, 'onabort');
class AbortController {
  constructor() { this.signal = new AbortSignal(); }
  abort(reason) {
    if (this.signal.aborted) return;
    this.signal.aborted = true;
    this.signal.reason = reason === undefined ? domException('AbortError', 'signal is aborted without reason') : reason;
    dispatch(this.signal, new Event('abort'), false);
  }
}
class TaskSignal extends AbortSignal {
  constructor(priority) { super(); this.priority = priority; }
}
class TaskController extends AbortController {
  constructor(init) { super(); this.signal = new TaskSignal(init && init.priority || 'user-visible'); }
  setPriority(p) { this.signal.priority = p; }
}
const scheduler = {
  postTask(callback, options) {
    checkCallback(callback, 'postTask');
    options = options || {};
    const signal = options.signal;
    const priority = options.priority || (signal && signal.priority) || 'user-visible';
    if (!(priority in priorityLevel)) throw typeError("Failed to execute 'postTask' on 'Scheduler': The provided value '" + priority + "' is not a valid enum value of type TaskPriority.");
    return new Promise((resolve, reject) => {
      if (signal && signal.aborted) { reject(signal.reason); return; }
      const id = B.queueTask('scheduler', 'postTask ' + priority, () => {
        try { resolve(callback()); } catch (e) { reject(e); }
      }, Number(options.delay) > 0 ? Number(options.delay) : 0, priorityLevel[priority], []);
      if (signal) signal.addEventListener('abort', () => { B.cancelTask(id); reject(signal.reason); });
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

// fetch: the network answers every request after fetch_ms with {"url": path}; the
// response's body is read in a later networking task (Fetch "fully read body").
class Headers {
  constructor(init) { Object.defineProperty(this, '_h', { value: new Map() }); if (init) for (const k of Object.keys(init)) this._h.set(k.toLowerCase(), String(init[k])); }
  get(name) { const v = this._h.get(String(name).toLowerCase()); return v === undefined ? null : v; }
  has(name) { return this._h.has(String(name).toLowerCase()); }
  set(name, value) { this._h.set(String(name).toLowerCase(), String(value)); }
}
class Response {
  constructor(body, init) {
    init = init || {};
    Object.defineProperty(this, '_body', { value: body === undefined || body === null ? '' : String(body) });
    Object.defineProperty(this, '_used', { value: false, writable: true });
    this.status = init.status === undefined ? 200 : init.status;
    this.ok = this.status >= 200 && this.status < 300;
    this.statusText = init.statusText || (this.status === 200 ? 'OK' : '');
    this.headers = new Headers(init.headers);
    this.url = init.url || '';
    this.type = 'basic';
    this.redirected = false;
  }
  get bodyUsed() { return this._used; }
  _read(label) {
    if (this._used) return Promise.reject(typeError("Failed to execute '" + label + "' on 'Response': body stream already read"));
    this._used = true;
    const body = this._body;
    return new Promise((resolve) => B.queueTask('networking', 'response body', () => resolve(body), 0.1, -1, []));
  }
  text() { return this._read('text'); }
  json() { return this._read('json').then((t) => JSON.parse(t)); }
  clone() { return new Response(this._body, { status: this.status, headers: {} }); }
}
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
  const url = typeof input === 'string' ? input : input && input.url ? input.url : String(input);
  const signal = init && init.signal;
  return new Promise((resolve, reject) => {
    if (signal && signal.aborted) { reject(signal.reason); return; }
    const path = pathOf(url);
    const id = B.queueTask('networking', 'fetch ' + path, () => {
      resolve(new Response(JSON.stringify({ url: path }), { status: 200, headers: { 'content-type': 'application/json' }, url: 'http://evloop.test' + path }));
    }, fetchLatency, -1, []);
    if (signal) signal.addEventListener('abort', () => { B.cancelTask(id); reject(signal.reason); });
  });
}

// ---------------------------------------------------------------------------------------
// What the C++ loop calls

exportsObject.dispatchInput = function dispatchInput(kind, target, part, timestamp) {
  if (kind === 'click') {
    const el = target[0] === '#' ? document.getElementById(target.slice(1)) : null;
    if (!el) {
      if (part === 0) B.report('evloop: the input "click ' + target + '" found no element with that id; the click landed on the page body');
    }
    const t = el || document.body;
    const init = { bubbles: true, cancelable: true, composed: true, clientX: 50, clientY: 10 };
    if (part === 0) {
      dispatch(t, new PointerEvent('pointerdown', init), true);
      dispatch(t, new MouseEvent('mousedown', init), true);
      if (t !== document.body) t.focus();
    } else {
      dispatch(t, new PointerEvent('pointerup', init), true);
      dispatch(t, new MouseEvent('mouseup', init), true);
      if (!t.disabled) dispatch(t, new PointerEvent('click', Object.assign({ detail: 1 }, init)), true);
    }
    return;
  }
  const t = document.activeElement || document.body;
  const init = { bubbles: true, cancelable: true, composed: true, key: target, code: target.length === 1 ? 'Key' + target.toUpperCase() : target };
  if (part === 0) {
    dispatch(t, new KeyboardEvent('keydown', init), true);
    if (target.length === 1 || target === 'Enter') dispatch(t, new KeyboardEvent('keypress', init), true);
  } else {
    dispatch(t, new KeyboardEvent('keyup', init), true);
  }
};

exportsObject.fireUnhandledRejection = function fireUnhandledRejection(promise) {
  if (B.promiseHandled(promise)) return;
  const reason = B.promiseReason(promise);
  const event = new PromiseRejectionEvent('unhandledrejection', { cancelable: true, promise, reason });
  const notCanceled = dispatch(win, event, true);
  if (notCanceled) B.report('Uncaught (in promise) ' + B.describeError(reason));
};

exportsObject.snapshot = function snapshot() {
  const body = document.body;
  return body ? body._children.map((c) => serialize(c, true)).join('') : '';
};

exportsObject.init = function init(html, hidden, fetchMs) {
  if (typeof fetchMs === 'number') fetchLatency = fetchMs;
  const root = new Element('html');
  const head = new Element('head');
  const body = new Element('body');
  root._parent = document; document._children.push(root);
  head._parent = root; body._parent = root; root._children.push(head, body);
  document._hidden = !!hidden;
  if (html) parseHTML(html, body);
  defineGlobal('window', win);
  defineGlobal('self', win);
  defineGlobal('document', document);
  for (const [name, value] of Object.entries({
    setTimeout, setInterval, clearTimeout, clearInterval, requestAnimationFrame, cancelAnimationFrame,
    requestIdleCallback, cancelIdleCallback, postMessage, // the global structuredClone is the engine's (core/js)
    MessageChannel, MessagePort, MutationObserver, MutationRecord, Event, CustomEvent, UIEvent, MouseEvent, PointerEvent,
    KeyboardEvent, FocusEvent, MessageEvent, PromiseRejectionEvent, ErrorEvent, EventTarget, Node, Element, HTMLElement,
    Text, Document, DocumentFragment, scheduler, TaskController, AbortController, AbortSignal, fetch, Response, Headers,
    reportError: (e) => reportException(e),
    addEventListener: (type, cb, options) => addListener(win, type, cb, options),
    removeEventListener: (type, cb, options) => removeListener(win, type, cb, options),
    dispatchEvent: (event) => dispatch(win, event, false),
    navigator: { userAgent: 'Mozilla/5.0 (evloop) Chrome/126', hardwareConcurrency: 4, language: 'en' },
    location: { href: 'http://evloop.test/', origin: 'http://evloop.test', pathname: '/', hash: '', search: '' },
  })) defineGlobal(name, value);
  for (const name of ['onmessage', 'onunhandledrejection', 'onerror', 'onload', 'onclick', 'onkeydown'])
    defineHandler(win, name);
  delete win.require;
  delete win.module;
  delete win.exports;
};
