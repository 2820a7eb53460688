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
    // HTML §6.6.4 the focus fixup rule: a focused element that leaves the document leaves
    // the focus to the body. Chromium fires blur (and focusout) at it then (browser/362).
    const active = document._active;
    if (wasConnected && active && (active === child || child.contains(active))) {
      document._active = null;
      focusChange(active, 'blur', 'focusout', null);
    }
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
// HTML §8.1.8.1 event handler content attributes: onclick="…" on an element sets its
// onclick handler to that source, compiled when first read or run as a function of `event`
// named like the attribute, with the element as `this` (returning false cancels the event);
// a SyntaxError is reported then and the handler stays null. Removing the attribute
// removes the handler.
// SIMPLIFIED: the source is compiled in the global scope; Chromium's scope also holds the
// element, its form and the document (a `with` chain), so a bare `value` or `id` there
// means the element's own.
const HandlerFunction = Function;
function contentHandlerChanged(el, name, source) {
  if (name.length < 3 || name[0] !== 'o' || name[1] !== 'n') return;
  const setter = W.handlerSetter(el, name);
  if (!setter) return;
  setter.setUncompiled(el, source === null ? null : () => {
    let fn;
    try { fn = new HandlerFunction('event', source); } catch (err) { reportException(err); return null; }
    Object.defineProperty(fn, 'name', { value: name });
    return fn;
  });
}
function cloneNode(node, deep) {
  if (node === document) throw domException('NotSupportedError', "Failed to execute 'cloneNode' on 'Node': The node provided is a document, which may not be cloned.");
  const shallow = (n) => {
    if (n instanceof Text) return new Text(n._data);
    if (n instanceof Comment) return new Comment(n._data);
    if (n instanceof DocumentFragment) return new DocumentFragment();
    const el = makeElement(n._tag);
    if (customDefinitions.size) enqueueUpgrade(el);
    for (const [k, v] of n._attrs) { el._attrs.set(k, v); contentHandlerChanged(el, k, v); }
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

// DOM §4.10 Interface CharacterData https://dom.spec.whatwg.org/#interface-characterdata
// (Text and Comment): "replace data" changes `data` through its setter, which queues one
// characterData mutation record with the old value.
function replaceCharacterData(node, method, args, needed, offset, count, data) {
  if (args.length < needed)
    throw typeError(`Failed to execute '${method}' on 'CharacterData': ${needed} argument${needed === 1 ? '' : 's'} required, but only ${args.length} present.`);
  const length = node._data.length;
  offset = offset >>> 0;
  if (offset > length)
    throw domException('IndexSizeError', `Failed to execute '${method}' on 'CharacterData': The offset ${offset} is greater than the node's length (${length}).`);
  count = Math.min(count >>> 0, length - offset);
  node.data = node._data.slice(0, offset) + data + node._data.slice(offset + count);
}
class CharacterData extends Node {
  get length() { return this._data.length; }
  substringData(offset, count) {
    if (arguments.length < 2) throw typeError(`Failed to execute 'substringData' on 'CharacterData': 2 arguments required, but only ${arguments.length} present.`);
    offset = offset >>> 0;
    if (offset > this._data.length)
      throw domException('IndexSizeError', `Failed to execute 'substringData' on 'CharacterData': The offset ${offset} is greater than the node's length (${this._data.length}).`);
    return this._data.substr(offset, count >>> 0);
  }
  appendData(data) { replaceCharacterData(this, 'appendData', arguments, 1, this._data.length, 0, String(data)); }
  insertData(offset, data) { replaceCharacterData(this, 'insertData', arguments, 2, offset, 0, String(data)); }
  deleteData(offset, count) { replaceCharacterData(this, 'deleteData', arguments, 2, offset, count, ''); }
  replaceData(offset, count, data) { replaceCharacterData(this, 'replaceData', arguments, 3, offset, count, String(data)); }
}
class Text extends CharacterData {
  constructor(data) { super(); Object.defineProperty(this, '_data', { value: data === undefined ? '' : String(data), writable: true }); }
  get nodeType() { return 3; }
  get nodeName() { return '#text'; }
  get data() { return this._data; }
  set data(v) { const old = this._data; this._data = String(v); queueMutation('characterData', this, { oldValue: old }); changed(this); }
  get nodeValue() { return this._data; }
  set nodeValue(v) { this.data = v; }
  get textContent() { return this._data; }
  set textContent(v) { this.data = v === null ? '' : v; }
}
// DOM §4.14 Interface Comment https://dom.spec.whatwg.org/#interface-comment
class Comment extends CharacterData {
  constructor(data) { super(); Object.defineProperty(this, '_data', { value: data === undefined ? '' : String(data), writable: true }); }
  get nodeType() { return 8; }
  get nodeName() { return '#comment'; }
  get data() { return this._data; }
  set data(v) { const old = this._data; this._data = String(v); queueMutation('characterData', this, { oldValue: old }); }
  get nodeValue() { return this._data; }
  set nodeValue(v) { this.data = v === null ? '' : v; }
  get textContent() { return this._data; }
  set textContent(v) { this.data = v === null ? '' : v; }
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
    contentHandlerChanged(this, name, String(value));
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
    contentHandlerChanged(this, name, null);
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

