// evloop's Node.js host, the JavaScript half: the API a program sees (process, timers'
// objects, events, stream, fs, path, util, crypto, dns, http, express, perf_hooks, ...),
// built on the natives in core/loop/node/ (`binding`). The event loop itself is C++.
// The files of core/loop/js/node/ are one script, joined in the order of their numbers
// (core/CMakeLists.txt); each holds one module or concept. This code runs before the
// program, inside the VM, as "internal" code: the trace, the stepper and stack traces
// skip it. It must stay within evloop's JavaScript subset.
'use strict';
const B = this.binding;
const exportsObject = this;
const modules = Object.create(null);
// EventTarget, Event, AbortController, URL, ... are shared with the browser host (js/web.js).
const W = B.web;
W.init('node', {
  // lib/internal/event_target.js: a listener's exception is an uncaught exception, thrown
  // from a nextTick so that the dispatch goes on.
  reportException: (e) => process.nextTick(() => { throw e; }),
  // AbortSignal.timeout: an unref'd timer (it does not keep the process alive).
  setTimer: (fn, ms) => { setTimeout(fn, ms).unref(); },
  inspect: (v) => B.inspect(v, 0),
  // lib/internal/perf/observe.js delivers observer entries from a setImmediate.
  queueObserverTask: (fn) => setImmediate(fn),
  note: (text) => B.note(text),
  received: (v) => describeReceived(v),
  // A Request/Response body read: undici (lib/fetch/body.js) reads the body through a
  // stream reader and a few promise steps of its own. Measured with node v20.20.2: the
  // read's promise settles between the 7th and 8th hop of a chain started at the same
  // moment, so the body arrives 6 hops after the call (consumeBody adds the last one).
  readBody: (label, body) => {
    let p = Promise.resolve(body);
    for (let i = 0; i < 6; i++) p = p.then((v) => v);
    return p;
  },
});
// Node's own AbortError (lib/internal/errors.js), which timers/promises and events reject with.
class AbortError extends Error {
  constructor(message, options) {
    super(message === undefined ? 'The operation was aborted' : message);
    if (options && 'cause' in options) Object.defineProperty(this, 'cause', { value: options.cause, writable: true, configurable: true });
    this.code = 'ABORT_ERR';
    this.name = 'AbortError';
  }
}
function validateAbortSignal(signal, name) {
  if (signal !== undefined && (signal === null || typeof signal !== 'object' || !('aborted' in signal)))
    throw invalidArgType(name, 'an instance of AbortSignal', signal);
}
let isModule = false;
let cwd = '/home/learner';

