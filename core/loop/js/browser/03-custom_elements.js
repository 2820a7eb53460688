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

