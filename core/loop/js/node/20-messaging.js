// ---------------------------------------------------------------------------------------
// MessageChannel, MessagePort, BroadcastChannel and worker_threads' main-thread half
// (lib/internal/worker/io.js, src/node_messaging.cc). A port is a libuv async handle:
// a posted message marks the receiving port pending, and the poll phase visits pending
// ports in the order they were created, each delivering its queued messages one by one
// with a tick and microtask checkpoint after each (MessagePort::OnMessage). A port with a
// 'message' listener is started and keeps the process alive until it is closed or
// unref()ed; a BroadcastChannel does so from its construction. close() closes the handle
// ('close' in the close phase); the other end hears of it afterwards, through its own
// queue, and closes a loop iteration later.
// SIMPLIFIED: there are no Worker threads to talk to.

// Node's EventTarget has WebIDL's class string: String(new EventTarget()) is "[object EventTarget]".
Object.defineProperty(W.EventTarget.prototype, Symbol.toStringTag, { value: 'EventTarget', configurable: true });
const MessageEvent = W.MessageEvent;
const portToken = Symbol('MessagePort');
const messageListenerCount = (target) => W.listenersOf(target).filter((l) => l.type === 'message' && !l.removed).length;
// The state a port or channel counts towards: ref'd and open keeps the loop alive.
function syncPortRef(target) {
  const p = target._p;
  const counts = p.refd && !p.closing;
  if (counts !== p.counted) { p.counted = counts; B.portRef(counts ? 1 : -1); }
}
const closeMarker = { close: true };
// The state every port and channel has; its async handle delivers the oldest message.
function portState(target, extra) {
  const p = Object.assign({ started: false, closing: false, closed: false, continuing: false, refd: false, counted: false, queue: [], handle: 0 }, extra);
  p.handle = B.asyncHandle(function onmessage() { deliverOne(target); });
  Object.defineProperty(target, '_p', { value: p });
  return p;
}
// One message per call; the call sends itself again while messages are queued, so a
// visit goes on until the queue is empty, even past a close() made in a listener (the
// port's data stays until the handle's close callback).
function deliverOne(target) {
  const p = target._p;
  const continuing = p.continuing;
  p.continuing = false;
  if (p.closed || (p.closing && !continuing)) return;
  // The other end closed: its close message is handled even on a port never started.
  const marker = p.queue.indexOf(closeMarker);
  if (marker === 0 || (marker > 0 && !p.started)) { closePort(target); return; }
  if (!p.started || p.queue.length === 0) return;
  const { data, ports } = p.queue.shift();
  W.dispatch(target, new MessageEvent('message', { data, ports }), true);
  // A once() listener that took the message may have been the last: the port stops
  // holding the loop (Node's NodeEventTarget unrefs it on kRemoveListener).
  if (p.refd && target instanceof MessagePort && messageListenerCount(target) === 0) target.unref();
  if (p.queue.length && !p.closed) { p.continuing = true; B.asyncSend(p.handle); }
}
function enqueueMessage(target, entry) {
  const p = target._p;
  p.queue.push(entry);
  if (!p.closing && (p.started || entry === closeMarker)) B.asyncSend(p.handle);
}
// Closes one end: it stops counting at once; its handle closes and 'close' comes in the
// close phase, when what it still had queued is dropped and the other end gets the close
// message.
function closePort(port) {
  const p = port._p;
  if (p.closing) return;
  p.closing = true;
  p.refd = false;
  syncPortRef(port);
  B.closeCallback(function onclose() {
    p.closed = true;
    p.queue.length = 0;
    B.asyncClose(p.handle);
    if (port instanceof MessagePort) W.dispatch(port, new Event('close'), true);
    const other = p.other;
    if (other && !other._p.closed) enqueueMessage(other, closeMarker);
    if (p.remote !== undefined) B.threadPost(p.remote, undefined, true);
  });
}
// `markPorts`: the message goes to another thread, where each transferred port will be
// a new object; its clone in the message is a marker (placePorts puts the port there).
const PORT_MARK = W.PORT_MARK;
function cloneMessage(message, transfer, markPorts) {
  let list = transfer;
  if (list !== undefined && list !== null && !Array.isArray(list) && typeof list === 'object' && 'transfer' in list) list = list.transfer;
  const ports = [], buffers = [];
  if (list !== undefined && list !== null) {
    if (typeof list[Symbol.iterator] !== 'function') throw invalidArgType('transferList', 'an Array', list);
    for (const t of list) {
      if (t instanceof MessagePort) {
        if (t._p.closing) throw new DOMException('MessagePort in transfer list is already detached', 'DataCloneError');
        ports.push(t);
      } else buffers.push(t);
    }
  }
  if (!markPorts || ports.length === 0) return { data: structuredClone(message, { transfer: buffers }), ports };
  ports.forEach((port, i) => Object.defineProperty(port, PORT_MARK, { value: i, enumerable: true, configurable: true }));
  try {
    return { data: structuredClone(message, { transfer: buffers }), ports };
  } finally {
    for (const port of ports) delete port[PORT_MARK];
  }
}
// The Node-style listener API of MessagePort (NodeEventTarget): 'message' listeners get
// the data, others the event.
const nodeStyle = new WeakMap(); // listener → { type → wrapper }
function nodeStyleWrapper(listener, type) {
  let byType = nodeStyle.get(listener);
  if (!byType) { byType = Object.create(null); nodeStyle.set(listener, byType); }
  if (!byType[type]) byType[type] = function (event) { return listener.call(this, type === 'message' || type === 'messageerror' ? event.data : event); };
  return byType[type];
}
class MessagePort extends W.EventTarget {
  constructor(token) {
    if (token !== portToken) throw new TypeError('Illegal constructor');
    super();
    portState(this, { other: null });
  }
  postMessage(message, transfer) {
    if (arguments.length === 0) throw codedError(TypeError, 'ERR_MISSING_ARGS', 'The "value" argument must be specified');
    const remote = this._p.remote !== undefined;
    const { data, ports } = cloneMessage(message, transfer, remote);
    if (remote) {
      if (!this._p.closing) postRemote(this._p.remote, data, ports);
      return;
    }
    const target = this._p.other;
    if (this._p.closing || !target || target._p.closed || target._p.queue.indexOf(closeMarker) >= 0) return;
    enqueueMessage(target, { data, ports });
  }
  start() {
    const p = this._p;
    if (p.started || p.closing) return;
    p.started = true;
    if (p.queue.length) B.asyncSend(p.handle);
  }
  close() { closePort(this); }
  ref() { this._p.refd = true; syncPortRef(this); return this; }
  unref() { this._p.refd = false; syncPortRef(this); return this; }
  hasRef() { return this._p.counted; }
  addEventListener(type, listener, options) {
    const before = messageListenerCount(this);
    super.addEventListener(type, listener, options);
    if (before === 0 && messageListenerCount(this) > 0) { this.ref(); this.start(); }
  }
  removeEventListener(type, listener, options) {
    const before = messageListenerCount(this);
    super.removeEventListener(type, listener, options);
    if (before > 0 && messageListenerCount(this) === 0) this.unref();
  }
  on(type, listener) { this.addEventListener(type, nodeStyleWrapper(listener, String(type))); return this; }
  addListener(type, listener) { return this.on(type, listener); }
  once(type, listener) { this.addEventListener(type, nodeStyleWrapper(listener, String(type)), { once: true }); return this; }
  off(type, listener) { this.removeEventListener(type, nodeStyleWrapper(listener, String(type))); return this; }
  removeListener(type, listener) { return this.off(type, listener); }
  removeAllListeners(type) {
    for (const l of W.listenersOf(this).slice()) if (!l.removed && (type === undefined || l.type === String(type))) this.removeEventListener(l.type, l.callback, { capture: l.capture });
    return this;
  }
  listenerCount(type) { return W.listenersOf(this).filter((l) => l.type === String(type) && !l.removed).length; }
  emit(type, arg) { const e = new MessageEvent(String(type), { data: arg }); return this.dispatchEvent(e); }
}
W.defineHandler(MessagePort.prototype, 'onmessage', (port) => { port.ref(); port.start(); });
W.defineHandler(MessagePort.prototype, 'onmessageerror');
class MessageChannel {
  constructor() {
    this.port1 = new MessagePort(portToken);
    this.port2 = new MessagePort(portToken);
    this.port1._p.other = this.port2;
    this.port2._p.other = this.port1;
  }
}
// BroadcastChannel(name): every other open channel of the same name gets each message.
const broadcastChannels = [];
class BroadcastChannel extends W.EventTarget {
  constructor(name) {
    if (arguments.length === 0) throw codedError(TypeError, 'ERR_MISSING_ARGS', 'The "name" argument must be specified');
    super();
    portState(this, { name: `${name}`, started: true, refd: true });
    broadcastChannels.push(this);
    syncPortRef(this);
  }
  get name() { return this._p.name; }
  postMessage(message) {
    if (arguments.length === 0) throw codedError(TypeError, 'ERR_MISSING_ARGS', 'The "message" argument must be specified');
    if (this._p.closing) throw new DOMException('BroadcastChannel is closed.', 'InvalidStateError');
    const { data } = cloneMessage(message);
    for (const other of broadcastChannels) {
      if (other === this || other._p.closing || other._p.name !== this._p.name) continue;
      enqueueMessage(other, { data, ports: [] });
    }
    B.broadcastPost(this._p.name, data); // the channels of that name in the other threads
  }
  close() {
    if (this._p.closing) return;
    broadcastChannels.splice(broadcastChannels.indexOf(this), 1);
    closePort(this);
  }
  ref() { this._p.refd = true; syncPortRef(this); return this; }
  unref() { this._p.refd = false; syncPortRef(this); return this; }
}
W.defineHandler(BroadcastChannel.prototype, 'onmessage');
W.defineHandler(BroadcastChannel.prototype, 'onmessageerror');
modules.worker_threads = {
  isMainThread: true, threadId: 0, parentPort: null, workerData: null, resourceLimits: {},
  SHARE_ENV: Symbol.for('nodejs.worker_threads.SHARE_ENV'),
  MessageChannel, MessagePort, BroadcastChannel,
  // receiveMessageOnPort(port): the oldest queued message, taken synchronously.
  receiveMessageOnPort(port) {
    if (!(port instanceof MessagePort)) throw invalidArgType('port', 'an instance of MessagePort', port);
    if (port._p.remote !== undefined) B.deliverArrived(); // a message from another thread is there as soon as it arrives
    const q = port._p.queue;
    if (q.length === 0 || q[0] === closeMarker) return undefined;
    return { message: q.shift().data };
  },
  markAsUntransferable() {},
  getEnvironmentData(key) { return workerEnvironment.get(key); },
  setEnvironmentData(key, value) { if (value === undefined) workerEnvironment.delete(key); else workerEnvironment.set(key, value); },
};
const workerEnvironment = new Map();

