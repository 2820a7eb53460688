// ---------------------------------------------------------------------------------------
// Window APIs

function checkCallback(fn, method) {
  if (typeof fn !== 'function') {
    throw typeError("Failed to execute '" + method + "' on 'Window': The callback provided as parameter 1 is not a function.");
  }
}
// setTimeout('code', ms): HTML's timer initialization steps compile the string when the
// timer fires (a SyntaxError is reported then), in the global scope.
// SIMPLIFIED: the code runs as a function body (new Function), so its `var`s stay its own.
const DynamicFunction = Function;
function stringHandler(handler) {
  const code = String(handler);
  return function () { return new DynamicFunction(code).call(this); };
}
// (The type is tested here, not in a helper: one call less per timer.)
function setTimeout(handler, timeout, ...args) { return B.setTimer(typeof handler === 'function' ? handler : stringHandler(handler), timeout, args, false); }
function setInterval(handler, timeout, ...args) { return B.setTimer(typeof handler === 'function' ? handler : stringHandler(handler), timeout, args, true); }
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
// `buffers`: ArrayBuffers the message transfers (detached here); `ports`: MessagePorts
// it transfers (js/browser/12-workers.js cloneForPost marks them).
function postMessageClone(value, iface, buffers, ports) {
  const prefix = "Failed to execute 'postMessage' on '" + iface + "': ";
  const bad = findUncloneable(value, new Set(ports || []), 0);
  if (bad) throw domException('DataCloneError', prefix + uncloneableText(bad));
  try {
    return buffers && buffers.length ? engineStructuredClone(value, { transfer: buffers }) : engineStructuredClone(value);
  } catch (e) {
    if (e instanceof DOMException && e.name === 'DataCloneError') throw domException('DataCloneError', prefix + e.message);
    throw e;
  }
}

// A port's two ends are in this thread (_other), or its other end is in another thread
// (_remote: that end's endpoint; _endpoint: this one's; js/browser/12-workers.js).
class MessagePort extends EventTarget {
  constructor() {
    super();
    for (const [key, value] of Object.entries({ _other: null, _started: false, _held: [], _closed: false, _remote: undefined,
      _endpoint: undefined, _detached: false, _queue: [], _scheduled: false }))
      Object.defineProperty(this, key, { value, writable: true });
    // _held: messages that came before start(); _queue: those that arrived while the
    // port's delivery task was queued, and _scheduled: whether one is. Each is { data, ports }.
  }
  postMessage(message, transfer) {
    const { data, ports } = cloneForPost(message, transfer, 'MessagePort');
    if (this._remote !== undefined) {
      if (!this._closed) postRemote(this._remote, data, ports);
      return;
    }
    const target = this._other;
    if (!target || this._closed) return;
    receivePortMessage(target, placePorts(data, ports), ports);
  }
  start() {
    if (this._started) return;
    this._started = true;
    const held = this._held;
    this._held = [];
    for (const m of held) deliverPortMessage(this, m.data, m.ports);
  }
  close() {
    if (this._remote !== undefined && !this._closed) {
      B.threadPost(this._remote, undefined, true, []);
      remoteTargets.delete(this._endpoint);
    }
    this._closed = true;
    if (this._other) this._other._closed = true;
  }
}
defineHandler(MessagePort.prototype, 'onmessage');
defineHandler(MessagePort.prototype, 'onmessageerror');
function receivePortMessage(port, data, ports) {
  if (port._started) deliverPortMessage(port, data, ports);
  else port._held.push({ data, ports });
}
// A port's messages come in tasks of the "posted message" source, as Chromium delivers
// them (measured in Chromium 156): one task is queued when a message arrives and none is
// queued yet; it delivers the messages that had arrived when it was queued, each with
// its own microtask checkpoint; then, if more came meanwhile, the next task is queued at
// the back. So a second message on one port waits behind tasks queued in between (other
// ports' first messages, timers the first handler set), and later messages come together.
// SIMPLIFIED: the HTML standard only says each message is a task on the port's message
// queue; the batching is Chromium's.
function deliverPortMessage(port, data, ports) {
  port._queue.push({ data, ports: ports || [] });
  if (!port._scheduled) schedulePortDelivery(port);
}
function schedulePortDelivery(port) {
  port._scheduled = true;
  const count = port._queue.length;
  B.queueTask('posted message', 'MessagePort message', () => {
    port._scheduled = false;
    const batch = port._queue.splice(0, count);
    for (const m of batch) {
      if (port._closed) return;
      dispatch(port, new MessageEvent('message', { data: m.data, ports: m.ports }), true);
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

function postMessage(message, targetOrigin, transfer) {
  const { data, ports } = cloneForPost(message, targetOrigin !== null && typeof targetOrigin === 'object' ? targetOrigin : transfer, 'Window');
  B.queueTask('posted message', 'window message', () => {
    dispatch(win, new MessageEvent('message', { data: placePorts(data, ports), ports, origin: 'http://evloop.test', source: win }), true);
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

// fetch: the network answers after fetch_ms. A path that names one of the program's files
// (a `// @file data.json` section, a file next to the main one) answers with its text; any
// other .js or .mjs path is 404 Not Found; everything else answers {"url": path}. data: and
// blob: URLs answer with their own contents (js/web.js localResponse).
const contentTypes = { js: 'text/javascript', mjs: 'text/javascript', json: 'application/json', html: 'text/html', css: 'text/css',
  txt: 'text/plain' };
function responseFor(path) {
  const url = 'http://evloop.test' + path;
  let name = path.slice(1);
  try { name = decodeURIComponent(name); } catch (e) { /* as it is */ }
  const text = name === '' ? undefined : B.programFile(name);
  if (text !== undefined) {
    const ext = /\.([a-z0-9]+)$/i.exec(name);
    const type = ext && contentTypes[ext[1].toLowerCase()] ? contentTypes[ext[1].toLowerCase()] + '; charset=utf-8' : 'text/plain; charset=utf-8';
    return W.makeResponse({ body: text, status: 200, statusText: 'OK', headers: [['content-type', type]], url });
  }
  if (/\.m?js$/.test(name))
    return W.makeResponse({ body: 'not found', status: 404, statusText: 'Not Found', headers: [['content-type', 'text/plain; charset=utf-8']], url });
  return W.makeResponse({ body: JSON.stringify({ url: path }), status: 200, statusText: 'OK', headers: [['content-type', 'application/json']], url });
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
const LOCAL_FETCH_MS = 1;
function fetch(input, init) {
  // A Request gives its URL and signal (init.signal overrides it); a used one is a TypeError.
  const request = input instanceof Request ? input : null;
  if (request && request.bodyUsed) return Promise.reject(typeError("Failed to execute 'fetch' on 'Window': Cannot construct a Request with a Request object that has already been used."));
  const url = request ? request.url : typeof input === 'string' ? input : input && input.url ? input.url : String(input);
  const signal = init && init.signal !== undefined ? init.signal : request ? request.signal : undefined;
  if (request && request._body !== null && !(init && init.body !== undefined)) request._used = true; // its body is sent
  return new Promise((resolve, reject) => {
    if (signal && signal.aborted) { reject(signal.reason); return; }
    // data: and blob: URLs need no network: Chromium answers them in a task about a
    // millisecond later, and a bad one (a blob: URL revoked or never made) is a network
    // error then. A blob: URL names its Blob when fetch() is called.
    if (/^(data|blob):/i.test(url)) {
      const href = new URL(url).href;
      const blob = W.blobOfURL(href);
      const method = String(init && init.method !== undefined ? init.method : request ? request.method : 'GET').toUpperCase();
      const id = B.queueTask('networking', 'fetch ' + href.slice(0, 40), () => {
        const response = W.localResponse(href, method, blob);
        if (response) resolve(response);
        else reject(typeError('Failed to fetch'));
      }, LOCAL_FETCH_MS, -1, []);
      if (signal) W.addAbortAlgorithm(signal, () => { B.cancelTask(id); reject(signal.reason); });
      return;
    }
    const path = pathOf(url);
    const id = B.queueTask('networking', 'fetch ' + path, () => {
      resolve(responseFor(path));
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
  EventSource: 'the simulated network only answers fetch()',
  SharedWorker: 'dedicated workers (new Worker) are simulated, shared ones are not', BroadcastChannel: 'there is one page', Notification: '',
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

