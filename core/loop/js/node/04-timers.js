// ---------------------------------------------------------------------------------------
// timers

const kToPrimitive = Symbol.toPrimitive;
class Timeout {
  // B.setTimer gives it `_id` (not enumerable, as Object.defineProperty made it): one
  // native step instead of a descriptor object and a defineProperty call per timer.
  constructor(after, repeat, callback) {
    this._idleTimeout = after;
    // The callback runs as `timer._onTimeout()`, as in Node (its stack frame says so).
    this._onTimeout = callback;
    this._repeat = repeat;
    this._destroyed = false;
  }
  ref() { B.timerRef(this._id, true); return this; }
  unref() { B.timerRef(this._id, false); return this; }
  hasRef() { return B.timerRef(this._id); }
  refresh() { B.timerRefresh(this._id); return this; }
  close() { clearTimeout(this); return this; }
  [kToPrimitive]() { return this._id; }
}

function coerceAfter(after) {
  after = after * 1;
  if (!(after >= 1 && after <= 2147483647)) after = 1;
  return after;
}

function setTimeout(callback, after, ...args) {
  if (typeof callback !== 'function') validateFunction(callback, 'callback');
  const t = new Timeout(coerceAfter(after), null, callback);
  B.setTimer(callback, after, args, false, t);
  return t;
}
function setInterval(callback, repeat, ...args) {
  if (typeof callback !== 'function') validateFunction(callback, 'callback');
  const after = coerceAfter(repeat);
  const t = new Timeout(after, after, callback);
  B.setTimer(callback, repeat, args, true, t);
  return t;
}
function clearTimeout(timer) {
  if (timer === null || timer === undefined) return;
  let id = timer;
  if (typeof timer === 'object') { id = timer._id; timer._destroyed = true; }
  else if (typeof timer === 'string') id = Number(timer);
  if (typeof id !== 'number') return;
  B.clearTimer(id);
}
const clearInterval = clearTimeout;

class Immediate {
  constructor(callback) {
    Object.defineProperty(this, '_id', { value: 0, writable: true });
    this._onImmediate = callback; // run as `immediate._onImmediate()`, as in Node
  }
  ref() { B.immediateRef(this._id, true); return this; }
  unref() { B.immediateRef(this._id, false); return this; }
  hasRef() { return B.immediateRef(this._id); }
}
function setImmediate(callback, ...args) {
  validateFunction(callback, 'callback');
  const imm = new Immediate(callback);
  imm._id = B.setImmediate(callback, args, imm);
  return imm;
}
function clearImmediate(imm) {
  if (imm && typeof imm === 'object') B.clearImmediate(imm._id);
}

const promisifyCustom = Symbol.for('nodejs.util.promisify.custom');
// timers/promises (lib/timers/promises.js): an aborted signal rejects with an AbortError
// whose cause is the signal's reason, and clears the timer.
function sleep(after, value, options) {
  const signal = options && options.signal;
  validateAbortSignal(signal, 'options.signal');
  if (signal && signal.aborted) return Promise.reject(new AbortError(undefined, { cause: signal.reason }));
  return new Promise((resolve, reject) => {
    let onAbort = null;
    const t = setTimeout(() => { if (onAbort) signal.removeEventListener('abort', onAbort); resolve(value); }, after);
    if (options && options.ref === false) t.unref();
    if (signal) {
      onAbort = () => { clearTimeout(t); reject(new AbortError(undefined, { cause: signal.reason })); };
      signal.addEventListener('abort', onAbort, { once: true });
    }
  });
}
function immediatePromise(value, options) {
  const signal = options && options.signal;
  validateAbortSignal(signal, 'options.signal');
  if (signal && signal.aborted) return Promise.reject(new AbortError(undefined, { cause: signal.reason }));
  return new Promise((resolve, reject) => {
    let onAbort = null;
    const i = setImmediate(() => { if (onAbort) signal.removeEventListener('abort', onAbort); resolve(value); });
    if (options && options.ref === false) i.unref();
    if (signal) {
      onAbort = () => { clearImmediate(i); reject(new AbortError(undefined, { cause: signal.reason })); };
      signal.addEventListener('abort', onAbort, { once: true });
    }
  });
}
// timers/promises setInterval: an async iterator that yields `value` once per tick (ticks
// that came while nobody was waiting are yielded together), like lib/timers/promises.js.
async function* intervalIterator(after, value, options) {
  const signal = options && options.signal;
  validateAbortSignal(signal, 'options.signal');
  if (signal && signal.aborted) throw new AbortError(undefined, { cause: signal.reason });
  let onCancel;
  let interval;
  try {
    let notYielded = 0;
    let callback;
    interval = setInterval(() => {
      notYielded++;
      if (callback) { callback(); callback = undefined; }
    }, after);
    if (options && options.ref === false) interval.unref();
    if (signal) {
      onCancel = () => {
        clearInterval(interval);
        if (callback) { callback(Promise.reject(new AbortError(undefined, { cause: signal.reason }))); callback = undefined; }
      };
      signal.addEventListener('abort', onCancel, { once: true });
    }
    while (!(signal && signal.aborted)) {
      if (notYielded === 0) await new Promise((resolve) => { callback = resolve; });
      for (; notYielded > 0; notYielded--) yield value;
    }
    throw new AbortError(undefined, { cause: signal && signal.reason });
  } finally {
    clearInterval(interval);
    if (signal && onCancel) signal.removeEventListener('abort', onCancel);
  }
}
setTimeout[promisifyCustom] = sleep;
setImmediate[promisifyCustom] = immediatePromise;

modules.timers = { setTimeout, clearTimeout, setInterval, clearInterval, setImmediate, clearImmediate,
  promises: { setTimeout: sleep, setImmediate: immediatePromise, setInterval: intervalIterator, scheduler: { wait: (ms, o) => sleep(ms, undefined, o), yield: () => immediatePromise() } } };
modules['timers/promises'] = modules.timers.promises;

