// evloop's browser host, the JavaScript half: the DOM (a small one: nodes, elements with
// form-control state, styles, UI events from simulated input), timers,
// requestAnimationFrame, requestIdleCallback, MessageChannel, postMessage,
// MutationObserver, scheduler and TaskController, fetch, localStorage. Event, EventTarget,
// AbortController, URL, DOMException and performance marks come from js/web.js, shared
// with the node host. The event loop itself is C++
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

// Event, EventTarget, AbortController, URL, ... are shared with the node host (js/web.js).
const W = B.web;
const { Event, CustomEvent, EventTarget, AbortController, AbortSignal, DOMException, addListener, removeListener, dispatch } = W;
function domException(name, message) { return new DOMException(message, name); }
function defineHandler(target, name) {
  W.defineHandler(target, name, (holder, type) => { if (holder instanceof MessagePort && type === 'message') holder.start(); });
}
// The parent in the event path: node → parent → document → window.
function parentForEvent(target) {
  if (target instanceof Node) {
    if (target.parentNode) return target.parentNode;
    if (target === document) return win;
  }
  return null;
}
W.init('browser', {
  parentOf: parentForEvent,
  // The browser invoked this listener itself: the JavaScript stack is empty again.
  afterListener: (hostDispatch) => { if (hostDispatch) B.checkpoint(); },
  reportException,
  setTimer: (fn, ms) => B.setTimer(fn, ms, [], false),
  captureFirstAtTarget: true,
  inspect: (v) => B.inspect(v),
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
  get keyCode() { const k = this._s.key; return k === 'Enter' ? 13 : k === 'Escape' ? 27 : k === ' ' ? 32 : k === 'Tab' ? 9 : k === 'Backspace' ? 8 : k.length === 1 ? k.toUpperCase().charCodeAt(0) : 0; }
  get which() { return this.keyCode; }
  getModifierState(key) { return keyModifier(this, key); }
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
  }
  get data() { return this._s.data; }
  get inputType() { return this._s.inputType; }
}
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

function asNode(n) { return n instanceof Node ? n : new Text(String(n)); }

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

// getComputedStyle(el): SIMPLIFIED: evloop has no style cascade or layout; a property
// reads the element's inline value, else a default (display by tag, 'none' for [hidden],
// the initial values of common properties, '' for the rest). Colors are not normalised
// to rgb() and lengths are not computed as Chromium does.
const blockTags = ['address', 'article', 'aside', 'blockquote', 'body', 'dd', 'details', 'dialog', 'div', 'dl', 'dt', 'fieldset',
  'figcaption', 'figure', 'footer', 'form', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'header', 'hr', 'html', 'main', 'nav', 'ol', 'p',
  'pre', 'section', 'summary', 'ul'];
const initialStyle = { 'visibility': 'visible', 'opacity': '1', 'position': 'static', 'color': 'rgb(0, 0, 0)',
  'background-color': 'rgba(0, 0, 0, 0)', 'z-index': 'auto', 'overflow': 'visible', 'cursor': 'auto', 'pointer-events': 'auto',
  'transform': 'none', 'float': 'none', 'box-sizing': 'content-box', 'font-style': 'normal', 'font-weight': '400', 'text-align': 'start' };
function defaultStyle(el, name) {
  if (name === 'display') {
    if (el.hasAttribute('hidden') || el._tag === 'head' || el._tag === 'script' || el._tag === 'style') return 'none';
    if (el._tag === 'li') return 'list-item';
    if (el._tag === 'table') return 'table';
    if (el._tag === 'button' || el._tag === 'input' || el._tag === 'select' || el._tag === 'textarea' || el._tag === 'img') return 'inline-block';
    return blockTags.indexOf(el._tag) !== -1 ? 'block' : 'inline';
  }
  return initialStyle[name] || '';
}
class CSSComputedStyle {
  constructor(el) { Object.defineProperty(this, '_el', { value: el }); }
  getPropertyValue(name) { name = String(name); return this._el.style.getPropertyValue(name) || defaultStyle(this._el, name); }
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
  // HTML §4.10 form controls: value (the dirty value, else the attribute), checked, type,
  // and the reflected attributes.
  get value() {
    if (this._tag === 'select') { const o = this.options[this.selectedIndex]; return o ? o.value : ''; }
    if (this._tag === 'option') return this.hasAttribute('value') ? this.getAttribute('value') : this.textContent;
    if (this._value !== undefined) return this._value;
    if (this._tag === 'textarea') return this.textContent;
    if (this._tag === 'input' && (this.type === 'checkbox' || this.type === 'radio')) return this.hasAttribute('value') ? this.getAttribute('value') : 'on';
    return this.getAttribute('value') || '';
  }
  set value(v) {
    if (this._tag === 'select') { const s = String(v); this.selectedIndex = this.options.findIndex((o) => o.value === s); return; }
    if (this._tag === 'option' || (this._tag === 'input' && (this.type === 'checkbox' || this.type === 'radio'))) { this.setAttribute('value', v); return; }
    this._setValue(v === null && this._tag !== 'input' ? '' : String(v));
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
  get selected() { const s = this._parent && this._parent._tag === 'select' ? this._parent : this._parent && this._parent._parent; return s && s._tag === 'select' ? s.options[s.selectedIndex] === this : this.hasAttribute('selected'); }
  get form() { return this.closest('form'); }
  get labels() { return []; }
  get title() { return this.getAttribute('title') || ''; }
  set title(v) { this.setAttribute('title', v); }
  get style() { if (!this._style) this._style = new CSSStyleDeclaration(this); return this._style; }
  // dataset: the data-* attributes as camelCase properties. SIMPLIFIED: evloop has no
  // Proxy, so the object has accessors for the attributes that exist when it is read and
  // cannot be extended (adding a new key throws in strict code); use setAttribute('data-…').
  get dataset() {
    const ds = {};
    for (const k of this._attrs.keys()) {
      if (!k.startsWith('data-')) continue;
      const name = k.slice(5).split('-').map((p, i) => i && p ? p[0].toUpperCase() + p.slice(1) : p).join('');
      Object.defineProperty(ds, name, { enumerable: true, configurable: true,
        get: () => this.getAttribute(k), set: (v) => this.setAttribute(k, v) });
    }
    return Object.preventExtensions(ds);
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
    parseHTML(String(html), holder);
    const w = String(where).toLowerCase();
    if (['beforebegin', 'afterbegin', 'beforeend', 'afterend'].indexOf(w) === -1)
      throw domException('SyntaxError', "Failed to execute 'insertAdjacentHTML' on 'Element': The value provided ('" + where + "') is not one of 'beforeBegin', 'afterBegin', 'beforeEnd', or 'afterEnd'.");
    this.insertAdjacentElement(w, holder);
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
    activate(this, new PointerEvent('click', { bubbles: true, cancelable: true, composed: true, view: win }), false);
  }
  focus() { if (document._active !== this) { const old = document._active; document._active = this; if (old) dispatch(old, new FocusEvent('blur'), false); dispatch(this, new FocusEvent('focus'), false); } }
  blur() { if (document._active === this) { document._active = null; dispatch(this, new FocusEvent('blur'), false); } }
  getBoundingClientRect() { return { x: 0, y: 0, width: 100, height: 20, top: 0, left: 0, right: 100, bottom: 20 }; }
  get offsetWidth() { return 100; }
  get offsetHeight() { return 20; }
  scrollIntoView() {}
}
const HTMLElement = Element;
const inputTypes = ['text', 'search', 'email', 'url', 'tel', 'password', 'number', 'checkbox', 'radio', 'button', 'submit', 'reset',
  'hidden', 'range', 'color', 'date', 'time', 'file', 'image', 'datetime-local', 'month', 'week'];
// Reflected attributes: strings, and booleans (present or not).
for (const [prop, attr] of [['name', 'name'], ['placeholder', 'placeholder'], ['htmlFor', 'for'], ['href', 'href'], ['src', 'src'],
  ['alt', 'alt'], ['lang', 'lang'], ['min', 'min'], ['max', 'max'], ['step', 'step'], ['pattern', 'pattern'], ['autocomplete', 'autocomplete'],
  ['rel', 'rel'], ['target', 'target'], ['action', 'action'], ['method', 'method'], ['role', 'role']])
  Object.defineProperty(Element.prototype, prop, { configurable: true, enumerable: true,
    get() { return this.getAttribute(attr) || ''; }, set(v) { this.setAttribute(attr, v); } });
for (const [prop, attr] of [['required', 'required'], ['readOnly', 'readonly'], ['multiple', 'multiple'], ['autofocus', 'autofocus'],
  ['open', 'open'], ['draggable', 'draggable'], ['inert', 'inert']])
  Object.defineProperty(Element.prototype, prop, { configurable: true, enumerable: true,
    get() { return this.hasAttribute(attr); }, set(v) { this.toggleAttribute(attr, !!v); } });
Object.defineProperty(Element.prototype, 'tabIndex', { configurable: true, enumerable: true,
  get() { const v = parseInt(this.getAttribute('tabindex'), 10); return v === v ? v : ['a', 'button', 'input', 'select', 'textarea'].indexOf(this._tag) !== -1 ? 0 : -1; },
  set(v) { this.setAttribute('tabindex', String(v | 0)); } });

// A radio button's group: other radios with the same name in the same form (or document).
function setChecked(el, value) {
  Object.defineProperty(el, '_checked', { value, writable: true, configurable: true });
  if (value && el._tag === 'input' && el.type === 'radio' && el.name) {
    const root = el.form || document;
    for (const other of querySelectorAll(root, 'input')) if (other !== el && other.type === 'radio' && other.name === el.name) setChecked(other, false);
  }
}
// HTML "activation behavior" of a click: a checkbox or radio toggles before the click's
// listeners run (legacy-pre-activation behavior) and is put back if one cancels it; then
// 'input' and 'change' fire. A submit button fires 'submit' at its form.
function activate(el, event, trusted) {
  const checkable = el instanceof Element && el._tag === 'input' && (el.type === 'checkbox' || el.type === 'radio');
  const before = checkable ? el.checked : false;
  if (checkable) setChecked(el, el.type === 'checkbox' ? !before : true);
  const notCanceled = dispatch(el, event, trusted);
  if (checkable) {
    if (!notCanceled) { setChecked(el, before); return; }
    // HTML: a disconnected checkbox toggles but fires no input or change events.
    if (el.checked !== before && el.isConnected) {
      dispatch(el, new Event('input', { bubbles: true, composed: true }), trusted);
      dispatch(el, new Event('change', { bubbles: true }), trusted);
    }
    changed(el);
    return;
  }
  if (notCanceled && el instanceof Element && el._tag === 'button' && el.type === 'submit' && el.form) {
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    if (dispatch(el.form, submit, trusted)) B.report('evloop: the form was submitted; evloop does not simulate navigation (call event.preventDefault() in the submit listener)');
  }
}
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
  get title() { return this._title === undefined ? 'evloop' : this._title; }
  set title(v) { Object.defineProperty(this, '_title', { value: String(v), writable: true, configurable: true }); }
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
    // Messages that arrived while the port's delivery task was queued, and whether one is.
    Object.defineProperty(this, '_queue', { value: [], writable: true });
    Object.defineProperty(this, '_scheduled', { value: false, writable: true });
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
  const data = structuredClone(message);
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
    if (signal) W.addAbortAlgorithm(signal, () => { B.cancelTask(id); reject(signal.reason); });
  });
}

// Web Storage (HTML §12.2): localStorage and sessionStorage in memory for the run.
// SIMPLIFIED: no named properties (`localStorage.theme = 'dark'` is a plain property, not
// an item; evloop has no Proxy): use getItem/setItem.
class Storage {
  constructor() { hidden(this, '_m', new Map()); }
  get length() { return this._m.size; }
  key(i) { const keys = Array.from(this._m.keys()); return i >= 0 && i < keys.length ? keys[i] : null; }
  getItem(k) { const v = this._m.get(String(k)); return v === undefined ? null : v; }
  setItem(k, v) { this._m.set(String(k), String(v)); }
  removeItem(k) { this._m.delete(String(k)); }
  clear() { this._m.clear(); }
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
  IntersectionObserverEntry: '', PerformanceObserver: 'use performance.getEntriesByName()', Image: '', Audio: '',
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

exportsObject.dispatchInput = function dispatchInput(kind, target, part, timestamp) {
  if (kind === 'click') {
    const el = target[0] === '#' ? document.getElementById(target.slice(1)) : null;
    if (!el) {
      if (part === 0) B.report('evloop: the input "click ' + target + '" found no element with that id; the click landed on the page body');
    }
    const t = el || document.body;
    const init = { bubbles: true, cancelable: true, composed: true, clientX: 50, clientY: 10, view: win, pointerId: 1, pointerType: 'mouse', isPrimary: true };
    if (part === 0) {
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
  const keyInit = (k, down) => Object.assign({ bubbles: true, cancelable: true, composed: true, key: k, code: keyCode(k), view: win }, mods);
  if (part === 0) {
    for (const m of parts) { if (modKey[m]) mods[modKey[m]] = true; dispatch(t, new KeyboardEvent('keydown', keyInit(m)), true); }
    const proceed = dispatch(t, new KeyboardEvent('keydown', keyInit(key)), true);
    const types = key.length === 1 && !mods.ctrlKey && !mods.metaKey && !mods.altKey;
    if (proceed && (types || key === 'Enter')) {
      if (dispatch(t, new KeyboardEvent('keypress', keyInit(key)), true) && types) typeInto(t, key);
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
  dispatch(t, new InputEvent('input', { bubbles: true, composed: true, inputType: 'insertText', data: ch }), true);
}
function deleteBackward(t) {
  if (!isTextField(t) || t.value === '') return;
  if (!dispatch(t, new InputEvent('beforeinput', { bubbles: true, cancelable: true, composed: true, inputType: 'deleteContentBackward' }), true)) return;
  t._setValue(t.value.slice(0, -1));
  dispatch(t, new InputEvent('input', { bubbles: true, composed: true, inputType: 'deleteContentBackward' }), true);
}

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
    requestIdleCallback, cancelIdleCallback, getComputedStyle, postMessage, // the global structuredClone is the engine's (core/js)
    MessageChannel, MessagePort, MutationObserver, MutationRecord, Event, CustomEvent, UIEvent, MouseEvent, PointerEvent,
    KeyboardEvent, FocusEvent, MessageEvent, PromiseRejectionEvent, ErrorEvent, EventTarget, Node, Element, HTMLElement,
    Text, Document, DocumentFragment, scheduler, TaskController, TaskSignal, TaskPriorityChangeEvent, InputEvent, fetch, Response, Headers,
    reportError: (e) => reportException(e),
    addEventListener: (type, cb, options) => addListener(win, type, cb, options),
    removeEventListener: (type, cb, options) => removeListener(win, type, cb, options),
    dispatchEvent: (event) => dispatch(win, event, false),
    navigator: { userAgent: 'Mozilla/5.0 (evloop) Chrome/126', hardwareConcurrency: 4, language: 'en' },
    location: { href: 'http://evloop.test/', origin: 'http://evloop.test', protocol: 'http:', host: 'evloop.test', hostname: 'evloop.test', port: '', pathname: '/', hash: '', search: '', toString() { return this.href; } },
  })) defineGlobal(name, value);
  defineGlobal('localStorage', new Storage());
  defineGlobal('sessionStorage', new Storage());
  defineGlobal('Storage', Storage);
  defineNotSimulated();
  for (const name of ['onmessage', 'onunhandledrejection', 'onerror', 'onload', 'onclick', 'onkeydown'])
    defineHandler(win, name);
  delete win.require;
  delete win.module;
  delete win.exports;
};
