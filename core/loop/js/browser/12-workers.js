// ---------------------------------------------------------------------------------------
// Dedicated workers (HTML §10 "Web workers"; docs/semantics.md §2.8): the Worker object
// of the page (or of a worker that starts another), and the worker's own global scope
// (initWorker). The threads are C++ (core/loop/threads.h, core/loop/browser/workers.cpp):
// each worker is another browser realm with its own copy of everything in this folder.
//
// Between threads a message travels as an envelope [kind, data, ports] to an endpoint
// (an id of the run): kind 'message' (data: a structured clone, already rebuilt in the
// receiving realm; ports: the MessagePorts it transfers, as endpoint pairs), and, to a
// Worker object only, 'error' (an uncaught error in the worker) or 'loaderror' (its
// script could not be fetched). A MessagePort whose other end is in another thread keeps
// that end's endpoint (_remote) and its own (_endpoint).

const remoteTargets = new Map(); // endpoint → this thread's Worker, global scope or MessagePort there
let workerScope = null;          // in a worker: { name, type, url, own, peer }
// Transferred ports inside a message: markers in the clone, replaced by the new ports on
// the other side (js/web.js).
const { PORT_MARK, placePorts } = W;

// Structured clone for postMessage (HTML StructuredSerializeWithTransfer): the transfer
// list (an array, or { transfer }) holds ArrayBuffers, detached here, and MessagePorts.
function transferList(transfer, iface) {
  let list = transfer;
  if (list !== undefined && list !== null && !Array.isArray(list) && typeof list === 'object') list = list.transfer;
  if (list === undefined || list === null) return [];
  if (typeof list !== 'object' || typeof list[Symbol.iterator] !== 'function')
    throw typeError("Failed to execute 'postMessage' on '" + iface + "': The provided value cannot be converted to a sequence.");
  const items = Array.from(list);
  items.forEach((t, i) => {
    if (!(t instanceof ArrayBuffer) && !(t instanceof MessagePort))
      throw typeError("Failed to execute 'postMessage' on '" + iface + "': Value at index " + i + ' does not have a transferable type.');
    if (items.indexOf(t) !== i)
      throw domException('DataCloneError', "Failed to execute 'postMessage' on '" + iface + "': " + (t instanceof MessagePort
        ? 'Message port at index ' + i + ' is a duplicate of an earlier port.' : 'ArrayBuffer at index ' + i + ' is a duplicate of an earlier ArrayBuffer.'));
    if (t instanceof MessagePort && t._detached)
      throw domException('DataCloneError', "Failed to execute 'postMessage' on '" + iface + "': Port at index " + i + ' is already detached.');
  });
  return items;
}
function cloneForPost(message, transfer, iface) {
  const items = transferList(transfer, iface);
  const ports = items.filter((t) => t instanceof MessagePort);
  const buffers = items.filter((t) => t instanceof ArrayBuffer);
  ports.forEach((port, i) => Object.defineProperty(port, PORT_MARK, { value: i, enumerable: true, configurable: true }));
  try {
    return { data: postMessageClone(message, iface, buffers, ports), ports };
  } finally {
    for (const port of ports) delete port[PORT_MARK];
  }
}

// Ports that go to another thread: each becomes an endpoint there; its other end (here,
// or already in a third thread) learns where it went; the port objects here are detached.
function sendPorts(ports) {
  const descs = [], moved = [];
  for (const port of ports) {
    let own, peer;
    if (port._remote !== undefined) {
      own = port._endpoint;
      peer = port._remote;
      remoteTargets.delete(own);
    } else {
      [own, peer] = B.newEndpoints();
      const other = port._other;
      if (other && !other._closed) {
        other._other = null;
        other._remote = own;
        other._endpoint = peer;
        remoteTargets.set(peer, other);
      }
    }
    // Messages that had come to the port and not been dispatched go with it.
    const pending = port._held.concat(port._queue);
    port._held = [];
    port._queue.length = 0;
    descs.push([own, peer, pending.map((m) => m.data)]);
    moved.push(own);
    port._other = null;
    port._closed = true;
    port._detached = true;
  }
  return { descs, moved };
}
function receivePorts(descs) {
  return descs.map(([own, peer, pending]) => {
    const port = new MessagePort();
    port._remote = peer;
    port._endpoint = own;
    for (const data of pending || []) port._held.push({ data, ports: [] });
    remoteTargets.set(own, port);
    return port;
  });
}
function postRemote(endpoint, data, ports) {
  const { descs, moved } = sendPorts(ports);
  B.threadPost(endpoint, ['message', data, descs], false, moved);
}

// A message (or the other end's close) from another thread, delivered by the host when it
// arrives: it becomes a task of the posted-message task source.
exportsObject.receiveRemote = function receiveRemote(endpoint, envelope, isClose) {
  const target = remoteTargets.get(endpoint);
  if (isClose) {
    if (target instanceof MessagePort) { target._closed = true; remoteTargets.delete(endpoint); }
    return;
  }
  const [kind, data, descs] = envelope;
  const ports = receivePorts(descs || []);
  if (!target) return;
  if (target instanceof MessagePort) {
    if (!target._closed) receivePortMessage(target, placePorts(data, ports), ports);
    return;
  }
  if (target instanceof Worker) {
    const label = kind === 'message' ? 'worker message' : 'worker error';
    B.queueTask(kind === 'message' ? 'posted message' : 'DOM manipulation', label, () => {
      if (target._w.terminated) return; // terminate(): nothing more from that worker
      if (kind === 'message') dispatch(target, new MessageEvent('message', { data: placePorts(data, ports), ports }), true);
      else if (kind === 'loaderror') dispatch(target, new Event('error', { cancelable: true }), true);
      else workerErrorUp(target, data);
    }, 0, -1, []);
    return;
  }
  // The worker's global scope: messages from its Worker object.
  B.queueTask('posted message', 'message from the page', () => {
    dispatch(win, new MessageEvent('message', { data: placePorts(data, ports), ports }), true);
  }, 0, -1, []);
};

// An uncaught error in a worker that its own listeners did not cancel: an ErrorEvent at
// its Worker object; if no listener cancels that one either, the error is reported again
// where the Worker object lives (the page's window, or the parent worker's scope).
function workerErrorUp(worker, [message, filename, lineno, colno]) {
  const init = { cancelable: true, message, filename, lineno, colno, error: null };
  if (!dispatch(worker, new ErrorEvent('error', init), true)) return;
  if (!dispatch(win, new ErrorEvent('error', init), true)) return;
  if (workerScope) B.workerError(message, filename, lineno, colno);
  else B.report(message);
}

// URL.createObjectURL: the blob URL store is the one fetch() reads (js/web.js).
function createObjectURL(blob) {
  if (!(blob instanceof W.Blob)) throw typeError("Failed to execute 'createObjectURL' on 'URL': Overload resolution failed.");
  return W.addBlobURL(blob, 'blob:' + (workerScope ? new URL(workerScope.url).origin : 'http://evloop.test') + '/');
}
function revokeObjectURL(url) { W.revokeBlobURL(url); }
W.URL.createObjectURL = createObjectURL;
W.URL.revokeObjectURL = revokeObjectURL;

// The text a worker's URL names: a blob: URL's Blob, a data: URL's payload; undefined for
// an http: URL (the host looks for the program's file).
function scriptOfURL(url) {
  if (url.protocol === 'blob:') {
    const blob = W.blobOfURL(url.href);
    return blob ? new TextDecoder().decode(W.blobBytes(blob)) : null; // revoked: nothing to load
  }
  if (url.protocol === 'data:') {
    const data = W.processDataURL(url.href);
    return data ? new TextDecoder().decode(data.bytes) : null;
  }
  return undefined;
}
function baseURL() { return workerScope ? workerScope.url : location.href; }

// HTML §10.2.6.3 the Worker interface.
class Worker extends EventTarget {
  constructor(scriptURL, options) {
    if (new.target === undefined)
      throw typeError("Failed to construct 'Worker': Please use the 'new' operator, this DOM object constructor cannot be called as a function.");
    if (arguments.length === 0) throw typeError("Failed to construct 'Worker': 1 argument required, but only 0 present.");
    super();
    let url;
    try { url = new URL(String(scriptURL), baseURL()); } catch (e) {
      throw domException('SyntaxError', "Failed to construct 'Worker': The URL '" + String(scriptURL) + "' is invalid.");
    }
    const opts = options === undefined || options === null ? {} : options;
    const type = opts.type === undefined ? 'classic' : String(opts.type);
    if (type !== 'classic' && type !== 'module')
      throw typeError("Failed to construct 'Worker': Failed to read the 'type' property from 'WorkerOptions': The provided value '" + type
        + "' is not a valid enum value of type WorkerType.");
    const name = opts.name === undefined ? '' : String(opts.name);
    const origin = new URL(baseURL()).origin;
    if (url.protocol !== 'blob:' && url.protocol !== 'data:' && url.origin !== origin)
      throw domException('SecurityError', "Failed to construct 'Worker': Script at '" + url.href + "' cannot be accessed from origin '" + origin + "'.");
    const code = scriptOfURL(url);
    const file = code === undefined ? decodeURIComponent(url.pathname).replace(/^\//, '') : '';
    const [index, own, peer] = B.workerCreate(url.href, typeof code === 'string' ? code : null, name, type, file);
    Object.defineProperty(this, '_w', { value: { index, peer, terminated: false } });
    remoteTargets.set(own, this);
  }
  postMessage(message, transfer) {
    if (arguments.length === 0) throw typeError("Failed to execute 'postMessage' on 'Worker': 1 argument required, but only 0 present.");
    const { data, ports } = cloneForPost(message, transfer, 'Worker');
    if (!this._w.terminated) postRemote(this._w.peer, data, ports);
  }
  terminate() {
    if (this._w.terminated) return;
    this._w.terminated = true;
    B.workerTerminate(this._w.index);
  }
  get [Symbol.toStringTag]() { return 'Worker'; }
}
for (const name of ['onmessage', 'onmessageerror', 'onerror']) defineHandler(Worker.prototype, name);

// The worker's global scope (HTML §10.2.1.3 DedicatedWorkerGlobalScope): the realm the
// worker's script runs in. What a page has and a worker has not (the document, rendering,
// requestIdleCallback, storage, alert) is left out.
class WorkerLocation {
  constructor(url) { Object.defineProperty(this, '_u', { value: new URL(url) }); }
  get href() { return this._u.href; }
  get origin() { return this._u.origin; }
  get protocol() { return this._u.protocol; }
  get host() { return this._u.host; }
  get hostname() { return this._u.hostname; }
  get port() { return this._u.port; }
  get pathname() { return this._u.pathname; }
  get search() { return this._u.search; }
  get hash() { return this._u.hash; }
  toString() { return this._u.href; }
  get [Symbol.toStringTag]() { return 'WorkerLocation'; }
}
exportsObject.initWorker = function initWorker() {
  const [name, type, url, own, peer] = B.workerScope();
  workerScope = { name, type, url, own, peer };
  errorFilename = url;
  remoteTargets.set(own, win);
  function WorkerGlobalScope() { throw typeError('Illegal constructor'); }
  WorkerGlobalScope.prototype = Object.create(EventTarget.prototype, { constructor: { value: WorkerGlobalScope, writable: true, configurable: true } });
  function DedicatedWorkerGlobalScope() { throw typeError('Illegal constructor'); }
  DedicatedWorkerGlobalScope.prototype = Object.create(WorkerGlobalScope.prototype, {
    constructor: { value: DedicatedWorkerGlobalScope, writable: true, configurable: true } });
  Object.defineProperty(DedicatedWorkerGlobalScope.prototype, Symbol.toStringTag, { value: 'DedicatedWorkerGlobalScope', configurable: true });
  Object.setPrototypeOf(win, DedicatedWorkerGlobalScope.prototype);
  defineGlobal('WorkerGlobalScope', WorkerGlobalScope);
  defineGlobal('DedicatedWorkerGlobalScope', DedicatedWorkerGlobalScope);
  defineGlobal('self', win);
  defineGlobal('name', name);
  function workerPostMessage(message, transfer) {
    if (arguments.length === 0)
      throw typeError("Failed to execute 'postMessage' on 'DedicatedWorkerGlobalScope': 1 argument required, but only 0 present.");
    const { data, ports } = cloneForPost(message, transfer, 'DedicatedWorkerGlobalScope');
    postRemote(peer, data, ports);
  }
  function importScripts(...urls) {
    if (type === 'module') throw typeError("Failed to execute 'importScripts' on 'WorkerGlobalScope': Module scripts don't support importScripts().");
    for (const u of urls) {
      const resolved = new URL(String(u), url);
      const code = scriptOfURL(resolved);
      const ok = B.importScript(resolved.href, code === undefined ? decodeURIComponent(resolved.pathname).replace(/^\//, '') : '',
        typeof code === 'string' ? code : null);
      if (!ok) throw domException('NetworkError', "Failed to execute 'importScripts' on 'WorkerGlobalScope': The script at '" + resolved.href + "' failed to load.");
    }
  }
  for (const [key, value] of Object.entries({
    setTimeout, setInterval, clearTimeout, clearInterval, postMessage: workerPostMessage, close: () => B.workerClose(), importScripts,
    structuredClone: windowStructuredClone, MessageChannel, MessagePort, Worker, Event, CustomEvent, MessageEvent, ErrorEvent,
    PromiseRejectionEvent, EventTarget, scheduler, TaskController, TaskSignal, TaskPriorityChangeEvent, fetch, Request, Response,
    Headers, Blob, File, ProgressEvent, WorkerLocation,
    reportError: (e) => reportException(e),
    addEventListener: (t, cb, options) => addListener(win, t, cb, options),
    removeEventListener: (t, cb, options) => removeListener(win, t, cb, options),
    dispatchEvent: (event) => dispatch(win, event, false),
    navigator: { userAgent: 'Mozilla/5.0 (evloop) Chrome/126', hardwareConcurrency: 4, language: 'en' },
    location: new WorkerLocation(url),
  })) defineGlobal(key, value);
  for (const handler of ['onmessage', 'onmessageerror', 'onerror', 'onunhandledrejection', 'onrejectionhandled']) defineHandler(win, handler);
  delete win.require;
  delete win.module;
  delete win.exports;
};
