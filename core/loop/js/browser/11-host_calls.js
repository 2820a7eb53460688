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
    // The first element the selector matches when the click comes, as Playwright finds it.
    // SIMPLIFIED: with no layout, the click lands on that element itself, where Chromium's
    // lands on the deepest element under its centre (a <ul>'s centre may be one of its <li>).
    let el = null;
    let problem = 'found no element matching that selector';
    try {
      el = document.querySelector(target);
    } catch (e) {
      problem = 'is not a valid CSS selector (' + e.message + ')';
    }
    if (!el && part === 0) B.report('evloop: the input "click ' + target + '" ' + problem + '; the click landed on the page body');
    const t = el || document.body;
    const init = { bubbles: true, cancelable: true, composed: true, clientX: 50, clientY: 10, view: win, pointerId: 1, pointerType: 'mouse', isPrimary: true };
    if (part === 0) {
      // Pressing a control or a link restyles it (:active in the UA style sheet), so the
      // click needs a frame even if no listener changes the page.
      if (showsPress(t)) B.dirty();
      dispatch(t, new PointerEvent('pointerdown', init), true);
      // mousedown's default action (HTML "focusing steps" of a click, as Chromium runs
      // them): the nearest focusable inclusive ancestor takes the focus; with none, the
      // focused element loses it. A canceled mousedown leaves the focus alone.
      if (dispatch(t, new MouseEvent('mousedown', init), true)) {
        let f = t;
        while (f instanceof Element && !isFocusable(f)) f = f._parent;
        if (f instanceof Element) f.focus();
        else if (document._active) document._active.blur();
      }
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
  const key = keyOfCode(parts.pop(), parts.includes('Shift'));
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
// The key a key's code names, as Playwright reads a key description: "Space" types " ",
// "KeyA" "a" ("A" with Shift), "Digit1" "1", "Minus" "-"; any other name is a key itself.
const punctuationByCode = { Space: ' ', Minus: '-', Equal: '=', Comma: ',', Period: '.', Slash: '/', Semicolon: ';', Quote: "'",
  BracketLeft: '[', BracketRight: ']', Backslash: '\\', Backquote: '`' };
function keyOfCode(name, shift) {
  if (/^Key[A-Z]$/.test(name)) return shift ? name[3] : name[3].toLowerCase();
  if (/^Digit[0-9]$/.test(name)) return name[5];
  return punctuationByCode[name] || name;
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
  if (value instanceof MessagePort) return value;
  if (value instanceof Node || value === win) return value;
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
    MessageChannel, MessagePort, Worker, MutationObserver, MutationRecord, Event, CustomEvent, UIEvent, MouseEvent, PointerEvent,
    KeyboardEvent, FocusEvent, SubmitEvent, ToggleEvent, MessageEvent, PromiseRejectionEvent, ErrorEvent, EventTarget, Node, Element, HTMLElement, Option, ShadowRoot, CustomElementRegistry, customElements,
    CharacterData, Text, Comment, Attr, NamedNodeMap, HTMLCollection, NodeFilter, TreeWalker, NodeIterator, Document, DocumentFragment, scheduler, TaskController, TaskSignal, TaskPriorityChangeEvent, InputEvent, WheelEvent, CompositionEvent, DragEvent, AnimationEvent, TransitionEvent, ProgressEvent, ClipboardEvent, ValidityState, fetch, Request, Response, Headers, Blob, File,
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
