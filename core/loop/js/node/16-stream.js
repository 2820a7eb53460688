// ---------------------------------------------------------------------------------------
// stream: Readable, Writable, Duplex, Transform, PassThrough, pipeline, finished. The state
// machine and its nextTicks follow lib/internal/streams/*.js of Node 20 (which events come
// in the same tick and which in a later one), so event orders match. SIMPLIFIED: no
// StringDecoder (setEncoding decodes each chunk on its own), no writev batching, no
// web-stream adapters, no compose, no `signal` options; the operators run one at a time.

function notSupported(what) { return new TypeError(what + ' is not supported by evloop yet'); }
function streamError(Ctor, code, message) { return codedError(Ctor, code, message); }
const nop = () => {};

function Stream(opts) { EventEmitter.call(this, opts); }
Object.setPrototypeOf(Stream.prototype, EventEmitter.prototype);
Object.setPrototypeOf(Stream, EventEmitter);

function highWaterMarkFrom(options, duplexKey, objectMode) {
  let hwm = options ? options.highWaterMark : undefined;
  if (hwm === undefined && options && duplexKey) hwm = options[duplexKey];
  if (hwm === undefined || hwm === null) return objectMode ? 16 : 16384;
  if (!Number.isInteger(hwm) || hwm < 0) throw codedError(TypeError, 'ERR_INVALID_ARG_VALUE', "The property 'options.highWaterMark' is invalid. Received " + B.inspect(hwm, 0));
  return hwm;
}
function chunkLength(objectMode, chunk) { return objectMode ? 1 : chunk.length; }
function isBufferLike(v) { return v instanceof Buffer; }

// destroy(err, cb) (lib/internal/streams/destroy.js): once; _destroy, then 'error' and
// 'close' in a nextTick.
function destroyStream(err, cb) {
  const r = this._readableState, w = this._writableState;
  const s = w || r;
  if ((w && w.destroyed) || (r && r.destroyed)) {
    if (typeof cb === 'function') cb();
    return this;
  }
  if (err) {
    if (w && !w.errored) w.errored = err;
    if (r && !r.errored) r.errored = err;
  }
  if (w) w.destroyed = true;
  if (r) r.destroyed = true;
  const self = this;
  const constructedThen = (fn) => { if (s.constructed) fn(); else self.once(kConstructEvent, fn); };
  constructedThen(() => {
    let called = false;
    const onDestroy = (e) => {
      if (called) return;
      called = true;
      if (e) {
        if (w && !w.errored) w.errored = e;
        if (r && !r.errored) r.errored = e;
      }
      if (w) w.closed = true;
      if (r) r.closed = true;
      if (typeof cb === 'function') cb(e);
      if (e) process.nextTick(emitErrorCloseNT, self, e);
      else process.nextTick(emitCloseNT, self);
    };
    try {
      self._destroy(err || null, onDestroy);
    } catch (e) {
      onDestroy(e);
    }
  });
  return this;
}
function emitErrorCloseNT(self, err) { emitErrorNT(self, err); emitCloseNT(self); }
function emitCloseNT(self) {
  const r = self._readableState, w = self._writableState;
  if (w) w.closeEmitted = true;
  if (r) r.closeEmitted = true;
  if ((w && w.emitClose) || (r && r.emitClose)) self.emit('close');
}
function emitErrorNT(self, err) {
  const r = self._readableState, w = self._writableState;
  if ((w && w.errorEmitted) || (r && r.errorEmitted)) return;
  if (w) w.errorEmitted = true;
  if (r) r.errorEmitted = true;
  self.emit('error', err);
}
function errorOrDestroy(stream, err, sync) {
  const r = stream._readableState, w = stream._writableState;
  if ((w && w.destroyed) || (r && r.destroyed)) return;
  if ((r && r.autoDestroy) || (w && w.autoDestroy)) {
    stream.destroy(err);
  } else if (err) {
    if (w && !w.errored) w.errored = err;
    if (r && !r.errored) r.errored = err;
    if (sync) process.nextTick(emitErrorNT, stream, err);
    else emitErrorNT(stream, err);
  }
}
// construct: _construct(cb) runs in a nextTick; reads and writes wait for it.
const kConstructEvent = Symbol('kConstruct');
function constructStream(stream, onConstructed) {
  const r = stream._readableState, w = stream._writableState;
  if (r) r.constructed = false;
  if (w) w.constructed = false;
  stream.once(kConstructEvent, onConstructed);
  process.nextTick(() => {
    let called = false;
    const done = (err) => {
      if (called) { errorOrDestroy(stream, streamError(Error, 'ERR_MULTIPLE_CALLBACK', 'Callback called multiple times')); return; }
      called = true;
      if (r) r.constructed = true;
      if (w) w.constructed = true;
      if (err) stream.destroy(err);
      else process.nextTick(() => stream.emit(kConstructEvent));
    };
    try { stream._construct(done); } catch (e) { done(e); }
  });
}

// ---- Readable (lib/internal/streams/readable.js)

function ReadableState(options, stream, isDuplex) {
  this.objectMode = !!(options && (options.objectMode || (isDuplex && options.readableObjectMode)));
  this.highWaterMark = highWaterMarkFrom(options, isDuplex ? 'readableHighWaterMark' : undefined, this.objectMode);
  this.buffer = [];
  this.length = 0;
  this.pipes = [];
  this.flowing = null;
  this.ended = false;
  this.endEmitted = false;
  this.reading = false;
  this.constructed = true;
  this.sync = true;
  this.needReadable = false;
  this.emittedReadable = false;
  this.readableListening = false;
  this.resumeScheduled = false;
  this.errorEmitted = false;
  this.emitClose = !options || options.emitClose !== false;
  this.autoDestroy = !options || options.autoDestroy !== false;
  this.destroyed = false;
  this.errored = null;
  this.closed = false;
  this.closeEmitted = false;
  this.defaultEncoding = (options && options.defaultEncoding) || 'utf8';
  this.awaitDrainWriters = null;
  this.readingMore = false;
  this.dataEmitted = false;
  this.dataListening = false;
  this.paused = null;
  this.encoding = null;
  if (options && options.encoding) this.encoding = normalizeEncoding(options.encoding);
}

function Readable(options) {
  if (!(this instanceof Readable)) return new Readable(options);
  initReadable(this, options, false);
  Stream.call(this, options);
  if (this._construct) constructStream(this, () => { if (this._readableState.needReadable) maybeReadMore(this, this._readableState); });
}
function initReadable(stream, options, isDuplex) {
  stream._readableState = new ReadableState(options, stream, isDuplex);
  if (options) {
    if (typeof options.read === 'function') stream._read = options.read;
    if (typeof options.destroy === 'function') stream._destroy = options.destroy;
    if (typeof options.construct === 'function') stream._construct = options.construct;
    if (options.signal) throw notSupported('The "signal" option of a stream');
  }
}
Object.setPrototypeOf(Readable.prototype, Stream.prototype);
Object.setPrototypeOf(Readable, Stream);
Readable.ReadableState = ReadableState;

Readable.prototype.destroy = destroyStream;
Readable.prototype._destroy = function _destroy(err, cb) { cb(err); };
Readable.prototype[kRejection] = function (err) { this.destroy(err); };
Readable.prototype.push = function push(chunk, encoding) { return readableAddChunk(this, chunk, encoding, false); };
Readable.prototype.unshift = function unshift(chunk, encoding) { return readableAddChunk(this, chunk, encoding, true); };

function readableAddChunk(stream, chunk, encoding, addToFront) {
  const state = stream._readableState;
  if (chunk === null) {
    state.reading = false;
    onEofChunk(stream, state);
    return false;
  }
  if (!state.objectMode) {
    if (typeof chunk === 'string') {
      encoding = encoding || state.defaultEncoding;
      if (state.encoding !== encoding) {
        chunk = Buffer.from(chunk, encoding);
        encoding = '';
      }
    } else if (isBufferLike(chunk)) {
      encoding = '';
    } else if (ArrayBuffer.isView(chunk)) {
      chunk = Buffer.from(chunk);
      encoding = '';
    } else if (chunk !== undefined) {
      errorOrDestroy(stream, invalidArgType('chunk', 'of type string or an instance of Buffer, TypedArray, or DataView', chunk));
      return false;
    }
    if (!chunk || chunk.length <= 0) {
      state.reading = false;
      maybeReadMore(stream, state);
      return canPushMore(state);
    }
  }
  if (addToFront) {
    if (state.endEmitted) { errorOrDestroy(stream, streamError(Error, 'ERR_STREAM_UNSHIFT_AFTER_END_EVENT', 'stream.unshift() after end event')); return false; }
    if (state.destroyed || state.errored) return false;
  } else {
    if (state.ended) { errorOrDestroy(stream, streamError(Error, 'ERR_STREAM_PUSH_AFTER_EOF', 'stream.push() after EOF')); return false; }
    if (state.destroyed || state.errored) return false;
    state.reading = false;
  }
  if (state.encoding && !state.objectMode && isBufferLike(chunk)) chunk = chunk.toString(state.encoding);
  addChunk(stream, state, chunk, addToFront);
  return canPushMore(state);
}
function canPushMore(state) { return !state.ended && (state.length < state.highWaterMark || state.length === 0); }
function addChunk(stream, state, chunk, addToFront) {
  if (state.flowing && state.length === 0 && !state.sync && state.dataListening) {
    state.awaitDrainWriters = null;
    state.dataEmitted = true;
    stream.emit('data', chunk);
  } else {
    state.length += chunkLength(state.objectMode, chunk);
    if (addToFront) state.buffer.unshift(chunk);
    else state.buffer.push(chunk);
    if (state.needReadable) emitReadable(stream);
  }
  maybeReadMore(stream, state);
}
Readable.prototype.isPaused = function isPaused() {
  const state = this._readableState;
  return state.paused === true || state.flowing === false;
};
Readable.prototype.setEncoding = function setEncoding(enc) {
  const state = this._readableState;
  state.encoding = normalizeEncoding(enc);
  let content = '';
  for (const data of state.buffer) content += typeof data === 'string' ? data : data.toString(state.encoding);
  state.buffer = content !== '' ? [content] : [];
  state.length = content.length;
  return this;
};
function howMuchToRead(n, state) {
  if (n <= 0 || (state.length === 0 && state.ended)) return 0;
  if (state.objectMode) return 1;
  if (Number.isNaN(n)) {
    if (state.flowing && state.length) return state.buffer[0].length;
    return state.length;
  }
  if (n <= state.length) return n;
  return state.ended ? state.length : 0;
}
Readable.prototype.read = function read(n) {
  if (n === undefined) n = NaN;
  else if (!Number.isInteger(n)) n = parseInt(n, 10);
  const state = this._readableState;
  const nOrig = n;
  if (n > state.highWaterMark) {
    let h = 1;
    while (h < n) h *= 2;
    state.highWaterMark = h;
  }
  if (n !== 0) state.emittedReadable = false;
  if (n === 0 && state.needReadable &&
      ((state.highWaterMark !== 0 ? state.length >= state.highWaterMark : state.length > 0) || state.ended)) {
    if (state.length === 0 && state.ended) endReadable(this);
    else emitReadable(this);
    return null;
  }
  n = howMuchToRead(n, state);
  if (n === 0 && state.ended) {
    if (state.length === 0) endReadable(this);
    return null;
  }
  let doRead = state.needReadable;
  if (state.length === 0 || state.length - n < state.highWaterMark) doRead = true;
  if (state.ended || state.reading || state.destroyed || state.errored || !state.constructed) {
    doRead = false;
  } else if (doRead) {
    state.reading = true;
    state.sync = true;
    if (state.length === 0) state.needReadable = true;
    try {
      this._read(state.highWaterMark);
    } catch (err) {
      errorOrDestroy(this, err);
    }
    state.sync = false;
    if (!state.reading) n = howMuchToRead(nOrig, state);
  }
  let ret = n > 0 ? fromList(n, state) : null;
  if (ret === null) {
    state.needReadable = state.length <= state.highWaterMark;
    n = 0;
  } else {
    state.length -= n;
    state.awaitDrainWriters = null;
  }
  if (state.length === 0) {
    if (!state.ended) state.needReadable = true;
    if (nOrig !== n && state.ended) endReadable(this);
  }
  if (ret !== null && !state.errorEmitted && !state.closeEmitted) {
    state.dataEmitted = true;
    this.emit('data', ret);
  }
  return ret;
};
function fromList(n, state) {
  if (state.length === 0) return null;
  const buf = state.buffer;
  if (state.objectMode) return buf.shift();
  if (!n || n >= state.length) {
    const all = buf.splice(0);
    if (all.length === 1) return all[0];
    return typeof all[0] === 'string' ? all.join('') : Buffer.concat(all);
  }
  if (n < buf[0].length) {
    const ret = buf[0].slice(0, n);
    buf[0] = buf[0].slice(n);
    return ret;
  }
  if (n === buf[0].length) return buf.shift();
  const parts = [];
  while (n > 0) {
    const data = buf[0];
    if (n >= data.length) { parts.push(buf.shift()); n -= data.length; }
    else { parts.push(data.slice(0, n)); buf[0] = data.slice(n); n = 0; }
  }
  return typeof parts[0] === 'string' ? parts.join('') : Buffer.concat(parts);
}
function onEofChunk(stream, state) {
  if (state.ended) return;
  state.ended = true;
  if (state.sync) {
    emitReadable(stream);
  } else {
    state.needReadable = false;
    state.emittedReadable = true;
    emitReadable_(stream);
  }
}
function emitReadable(stream) {
  const state = stream._readableState;
  state.needReadable = false;
  if (!state.emittedReadable) {
    state.emittedReadable = true;
    process.nextTick(emitReadable_, stream);
  }
}
function emitReadable_(stream) {
  const state = stream._readableState;
  if (!state.destroyed && !state.errored && (state.length || state.ended)) {
    stream.emit('readable');
    state.emittedReadable = false;
  }
  state.needReadable = !state.flowing && !state.ended && state.length <= state.highWaterMark;
  flow(stream);
}
function maybeReadMore(stream, state) {
  if (!state.readingMore && state.constructed) {
    state.readingMore = true;
    process.nextTick(maybeReadMore_, stream, state);
  }
}
function maybeReadMore_(stream, state) {
  while (!state.reading && !state.ended &&
         (state.length < state.highWaterMark || (state.flowing && state.length === 0))) {
    const len = state.length;
    stream.read(0);
    if (len === state.length) break;
  }
  state.readingMore = false;
}
Readable.prototype._read = function _read() {
  throw codedError(Error, 'ERR_METHOD_NOT_IMPLEMENTED', 'The _read() method is not implemented');
};
Readable.prototype.pipe = function pipe(dest, pipeOpts) {
  const src = this;
  const state = this._readableState;
  state.pipes.push(dest);
  const doEnd = (!pipeOpts || pipeOpts.end !== false) && dest !== process.stdout && dest !== process.stderr;
  const endFn = doEnd ? onend : unpipe;
  if (state.endEmitted) process.nextTick(endFn);
  else src.once('end', endFn);
  dest.on('unpipe', onunpipe);
  function onunpipe(readable, unpipeInfo) {
    if (readable === src && unpipeInfo && unpipeInfo.hasUnpiped === false) {
      unpipeInfo.hasUnpiped = true;
      cleanup();
    }
  }
  function onend() { dest.end(); }
  let ondrain;
  let cleanedUp = false;
  function cleanup() {
    dest.removeListener('close', onclose);
    dest.removeListener('finish', onfinish);
    if (ondrain) dest.removeListener('drain', ondrain);
    dest.removeListener('error', onerror);
    dest.removeListener('unpipe', onunpipe);
    src.removeListener('end', onend);
    src.removeListener('end', unpipe);
    src.removeListener('data', ondata);
    cleanedUp = true;
    if (ondrain && state.awaitDrainWriters && (!dest._writableState || dest._writableState.needDrain)) ondrain();
  }
  function pause() {
    if (!cleanedUp && state.pipes.indexOf(dest) >= 0) {
      state.awaitDrainWriters = dest;
      src.pause();
    }
    if (!ondrain) {
      ondrain = () => {
        if (state.awaitDrainWriters === dest) state.awaitDrainWriters = null;
        if (!state.awaitDrainWriters && state.dataListening) src.resume();
      };
      dest.on('drain', ondrain);
    }
  }
  src.on('data', ondata);
  function ondata(chunk) {
    if (dest.write(chunk) === false) pause();
  }
  function onerror(er) {
    unpipe();
    dest.removeListener('error', onerror);
    if (dest.listenerCount('error') === 0) {
      const s = dest._writableState || dest._readableState;
      if (s && !s.errorEmitted) errorOrDestroy(dest, er);
      else dest.emit('error', er);
    }
  }
  dest.prependListener('error', onerror);
  function onclose() { dest.removeListener('finish', onfinish); unpipe(); }
  dest.once('close', onclose);
  function onfinish() { dest.removeListener('close', onclose); unpipe(); }
  dest.once('finish', onfinish);
  function unpipe() { src.unpipe(dest); }
  dest.emit('pipe', src);
  if (dest.writableNeedDrain === true) pause();
  else if (!state.flowing) src.resume();
  return dest;
};
Readable.prototype.unpipe = function unpipe(dest) {
  const state = this._readableState;
  if (state.pipes.length === 0) return this;
  if (!dest) {
    const dests = state.pipes;
    state.pipes = [];
    this.pause();
    for (const d of dests) d.emit('unpipe', this, { hasUnpiped: false });
    return this;
  }
  const index = state.pipes.indexOf(dest);
  if (index === -1) return this;
  state.pipes.splice(index, 1);
  if (state.pipes.length === 0) this.pause();
  dest.emit('unpipe', this, { hasUnpiped: false });
  return this;
};
Readable.prototype.on = function on(ev, fn) {
  const res = EventEmitter.prototype.on.call(this, ev, fn);
  const state = this._readableState;
  if (ev === 'data') {
    state.dataListening = true;
    state.readableListening = this.listenerCount('readable') > 0;
    if (state.flowing !== false) this.resume();
  } else if (ev === 'readable') {
    if (!state.endEmitted && !state.readableListening) {
      state.readableListening = state.needReadable = true;
      state.flowing = false;
      state.emittedReadable = false;
      if (state.length) emitReadable(this);
      else if (!state.reading) process.nextTick((self) => self.read(0), this);
    }
  }
  return res;
};
Readable.prototype.addListener = Readable.prototype.on;
Readable.prototype.removeListener = function removeListener(ev, fn) {
  const res = EventEmitter.prototype.removeListener.call(this, ev, fn);
  if (ev === 'readable') process.nextTick(updateReadableListening, this);
  else if (ev === 'data' && this.listenerCount('data') === 0) this._readableState.dataListening = false;
  return res;
};
Readable.prototype.off = Readable.prototype.removeListener;
Readable.prototype.removeAllListeners = function removeAllListeners(ev) {
  const res = EventEmitter.prototype.removeAllListeners.apply(this, arguments);
  if (ev === 'readable' || ev === undefined) process.nextTick(updateReadableListening, this);
  return res;
};
function updateReadableListening(self) {
  const state = self._readableState;
  state.readableListening = self.listenerCount('readable') > 0;
  if (state.resumeScheduled && state.paused === false) state.flowing = true;
  else if (self.listenerCount('data') > 0) self.resume();
  else if (!state.readableListening) state.flowing = null;
}
Readable.prototype.resume = function resume() {
  const state = this._readableState;
  if (!state.flowing) {
    state.flowing = !state.readableListening;
    if (!state.resumeScheduled) {
      state.resumeScheduled = true;
      process.nextTick(resume_, this, state);
    }
  }
  state.paused = false;
  return this;
};
function resume_(stream, state) {
  if (!state.reading) stream.read(0);
  state.resumeScheduled = false;
  stream.emit('resume');
  flow(stream);
  if (state.flowing && !state.reading) stream.read(0);
}
Readable.prototype.pause = function pause() {
  const state = this._readableState;
  if (state.flowing !== false) {
    state.flowing = false;
    this.emit('pause');
  }
  state.paused = true;
  return this;
};
function flow(stream) {
  const state = stream._readableState;
  while (state.flowing && stream.read() !== null);
}
Readable.prototype.wrap = function wrap() { throw notSupported('readable.wrap()'); };
// The experimental operators of Node 20 (lib/internal/streams/operators.js) over async
// iteration. SIMPLIFIED: one at a time (no `concurrency`), no `signal`; the values and
// their order are Node's, the microtask ticks between them are not.
function operatorStream(source, generator) { return Readable.from(generator(source), { objectMode: true }); }
Object.assign(Readable.prototype, {
  async toArray() { const out = []; for await (const v of this) out.push(v); return out; },
  async forEach(fn) { validateFunction(fn, 'fn'); for await (const v of this) await fn(v, {}); },
  async reduce(fn, initial) {
    validateFunction(fn, 'reducer');
    let hasInitial = arguments.length > 1, acc = initial;
    for await (const v of this) {
      if (!hasInitial) { acc = v; hasInitial = true; } else acc = await fn(acc, v, {});
    }
    if (!hasInitial) throw codedError(TypeError, 'ERR_INVALID_ARGS', 'reduce of an empty stream requires an initial value');
    return acc;
  },
  async some(fn) { validateFunction(fn, 'fn'); for await (const v of this) if (await fn(v, {})) { this.destroy(); return true; } return false; },
  async every(fn) { validateFunction(fn, 'fn'); for await (const v of this) if (!(await fn(v, {}))) { this.destroy(); return false; } return true; },
  async find(fn) { validateFunction(fn, 'fn'); for await (const v of this) if (await fn(v, {})) { this.destroy(); return v; } return undefined; },
  map(fn, options) {
    validateFunction(fn, 'fn');
    if (options && options.concurrency > 1) throw notSupported('readable.map() with concurrency');
    return operatorStream(this, async function* (src) { for await (const v of src) yield await fn(v, {}); });
  },
  filter(fn, options) {
    validateFunction(fn, 'fn');
    if (options && options.concurrency > 1) throw notSupported('readable.filter() with concurrency');
    return operatorStream(this, async function* (src) { for await (const v of src) if (await fn(v, {})) yield v; });
  },
  flatMap(fn) {
    validateFunction(fn, 'fn');
    return operatorStream(this, async function* (src) { for await (const v of src) yield* await fn(v, {}); });
  },
  take(n) {
    return operatorStream(this, async function* (src) { if (n <= 0) return; let i = 0; for await (const v of src) { yield v; if (++i >= n) return; } });
  },
  drop(n) {
    return operatorStream(this, async function* (src) { let i = 0; for await (const v of src) if (i++ >= n) yield v; });
  },
  asIndexedPairs() { throw notSupported('readable.asIndexedPairs()'); },
});
Readable.prototype[Symbol.asyncIterator] = function () { return createAsyncIterator(this, undefined); };
Readable.prototype.iterator = function iterator(options) { return createAsyncIterator(this, options); };
// The async iterator: a 'readable' listener wakes the loop, read() takes the chunks, and
// finished() tells the end or the error.
async function* createAsyncIterator(stream, options) {
  let callback = nop;
  function next(resolve) {
    if (this === stream) {
      callback();
      callback = nop;
    } else {
      callback = resolve;
    }
  }
  stream.on('readable', next);
  let error;
  const cleanup = finishedImpl(stream, { writable: false }, (err) => {
    error = err ? (error || err) : null;
    callback();
    callback = nop;
  });
  try {
    while (true) {
      const chunk = stream.destroyed ? null : stream.read();
      if (chunk !== null) yield chunk;
      else if (error) throw error;
      else if (error === null) return;
      else await new Promise(next);
    }
  } catch (err) {
    error = error || err;
    throw error;
  } finally {
    if ((error || !options || options.destroyOnReturn !== false) && (error === undefined || stream._readableState.autoDestroy)) {
      // A loop left early (break, return, a throw in its body) destroys a stream that
      // still had data to give with an AbortError, as destroyImpl.destroyer() does.
      if (!stream.destroyed) {
        const rState = stream._readableState, wState = stream._writableState;
        const unfinished = (stream.readable && !isReadableFinished(rState)) || (stream.writable && !!wState && !isWritableFinished(wState));
        stream.destroy(unfinished ? new AbortError() : null);
      }
    } else {
      stream.off('readable', next);
      cleanup();
    }
  }
}
function defineGetters(proto, getters) {
  for (const name of Object.keys(getters)) Object.defineProperty(proto, name, { get: getters[name], configurable: true, enumerable: false });
}
defineGetters(Readable.prototype, {
  readable() { const r = this._readableState; return !!r && r.readable !== false && !r.destroyed && !r.errorEmitted && !r.endEmitted; },
  readableDidRead() { return this._readableState.dataEmitted; },
  readableHighWaterMark() { return this._readableState.highWaterMark; },
  readableFlowing() { return this._readableState.flowing; },
  readableLength() { return this._readableState.length; },
  readableObjectMode() { return this._readableState.objectMode; },
  readableEncoding() { return this._readableState.encoding; },
  readableEnded() { return this._readableState.endEmitted; },
  readableAborted() { const r = this._readableState; return r.readable !== false && !!(r.destroyed || r.errored) && !r.endEmitted; },
  errored() { return (this._writableState || this._readableState).errored; },
  closed() { return (this._writableState || this._readableState).closed; },
  destroyed() { return (this._writableState || this._readableState).destroyed; },
});
function endReadable(stream) {
  const state = stream._readableState;
  if (!state.endEmitted) {
    state.ended = true;
    process.nextTick(endReadableNT, state, stream);
  }
}
function endReadableNT(state, stream) {
  if (!state.errored && !state.closeEmitted && !state.endEmitted && state.length === 0) {
    state.endEmitted = true;
    stream.emit('end');
    if (stream.writable && stream.allowHalfOpen === false) {
      process.nextTick(() => { if (stream.writable && !stream.writableEnded && !stream.destroyed) stream.end(); });
    } else if (state.autoDestroy) {
      const wState = stream._writableState;
      if (!wState || (wState.autoDestroy && (wState.finished || wState.writable === false))) stream.destroy();
    }
  }
}
// Readable.from(iterable): pulls one value per _read, awaiting async iterators.
Readable.from = function from(iterable, opts) {
  if (typeof iterable === 'string' || iterable instanceof Buffer) {
    return new Readable(Object.assign({ objectMode: true }, opts, { read() { this.push(iterable); this.push(null); } }));
  }
  let iterator, isAsync;
  if (iterable && iterable[Symbol.asyncIterator]) { isAsync = true; iterator = iterable[Symbol.asyncIterator](); }
  else if (iterable && iterable[Symbol.iterator]) { isAsync = false; iterator = iterable[Symbol.iterator](); }
  else throw invalidArgType('iterable', 'an instance of Iterable', iterable);
  const readable = new Readable(Object.assign({ objectMode: true, highWaterMark: 1 }, opts));
  let reading = false;
  readable._read = function () {
    if (!reading) {
      reading = true;
      next();
    }
  };
  readable._destroy = function (error, cb) {
    close(error).then(() => process.nextTick(cb, error), (e) => process.nextTick(cb, e || error));
  };
  async function close(error) {
    const hadError = error !== undefined && error !== null;
    if (hadError && typeof iterator.throw === 'function') {
      const { value, done } = await iterator.throw(error);
      await value;
      if (done) return;
    }
    if (typeof iterator.return === 'function') {
      const { value } = await iterator.return();
      await value;
    }
  }
  async function next() {
    for (;;) {
      try {
        const { value, done } = isAsync ? await iterator.next() : iterator.next();
        if (done) {
          readable.push(null);
        } else {
          const res = value && typeof value.then === 'function' ? await value : value;
          if (res === null) {
            reading = false;
            throw codedError(TypeError, 'ERR_STREAM_NULL_VALUES', 'May not write null values to stream');
          } else if (readable.push(res)) {
            continue;
          } else {
            reading = false;
          }
        }
      } catch (err) {
        readable.destroy(err);
      }
      break;
    }
  }
  return readable;
};

// ---- Writable (lib/internal/streams/writable.js)

function WritableState(options, stream, isDuplex) {
  this.objectMode = !!(options && (options.objectMode || (isDuplex && options.writableObjectMode)));
  this.highWaterMark = highWaterMarkFrom(options, isDuplex ? 'writableHighWaterMark' : undefined, this.objectMode);
  this.finalCalled = false;
  this.needDrain = false;
  this.ending = false;
  this.ended = false;
  this.finished = false;
  this.destroyed = false;
  this.decodeStrings = !(options && options.decodeStrings === false);
  this.defaultEncoding = (options && options.defaultEncoding) || 'utf8';
  this.length = 0;
  this.writing = false;
  this.corked = 0;
  this.sync = true;
  this.bufferProcessing = false;
  this.onwrite = (er) => onwrite(stream, er);
  this.writecb = null;
  this.writelen = 0;
  this.afterWriteTickInfo = null;
  this.buffered = [];
  this.pendingcb = 0;
  this.constructed = true;
  this.prefinished = false;
  this.errorEmitted = false;
  this.emitClose = !options || options.emitClose !== false;
  this.autoDestroy = !options || options.autoDestroy !== false;
  this.errored = null;
  this.closed = false;
  this.closeEmitted = false;
  this.onFinished = [];
}
function Writable(options) {
  if (!(this instanceof Writable)) return new Writable(options);
  initWritable(this, options, false);
  Stream.call(this, options);
  if (this._construct) constructStream(this, () => writableConstructed(this));
}
function writableConstructed(stream) {
  const state = stream._writableState;
  if (!state.writing) clearBuffer(stream, state);
  finishMaybe(stream, state);
}
function initWritable(stream, options, isDuplex) {
  stream._writableState = new WritableState(options, stream, isDuplex);
  if (options) {
    if (typeof options.write === 'function') stream._write = options.write;
    if (typeof options.writev === 'function') throw notSupported('The "writev" option of a stream');
    if (typeof options.destroy === 'function') stream._destroy = options.destroy;
    if (typeof options.final === 'function') stream._final = options.final;
    if (typeof options.construct === 'function') stream._construct = options.construct;
    if (options.signal) throw notSupported('The "signal" option of a stream');
  }
}
Object.setPrototypeOf(Writable.prototype, Stream.prototype);
Object.setPrototypeOf(Writable, Stream);
Writable.WritableState = WritableState;
// A Duplex is a Writable too (it has a WritableState).
Object.defineProperty(Writable, Symbol.hasInstance, {
  value: function (object) {
    if (Function.prototype[Symbol.hasInstance].call(this, object)) return true;
    if (this !== Writable) return false;
    return !!object && object._writableState instanceof WritableState;
  },
});
Writable.prototype.pipe = function () {
  errorOrDestroy(this, streamError(Error, 'ERR_STREAM_CANNOT_PIPE', 'Cannot pipe, not readable'));
};
function writeImpl(stream, chunk, encoding, cb) {
  const state = stream._writableState;
  if (typeof cb !== 'function') cb = nop;
  if (chunk === null) throw codedError(TypeError, 'ERR_STREAM_NULL_VALUES', 'May not write null values to stream');
  if (!state.objectMode) {
    if (!encoding) encoding = state.defaultEncoding;
    else if (encoding !== 'buffer' && !Buffer.isEncoding(encoding)) throw codedError(TypeError, 'ERR_UNKNOWN_ENCODING', 'Unknown encoding: ' + encoding);
    if (typeof chunk === 'string') {
      if (state.decodeStrings) { chunk = Buffer.from(chunk, encoding); encoding = 'buffer'; }
    } else if (chunk instanceof Buffer) {
      encoding = 'buffer';
    } else if (ArrayBuffer.isView(chunk)) {
      chunk = Buffer.from(chunk);
      encoding = 'buffer';
    } else {
      throw invalidArgType('chunk', 'of type string or an instance of Buffer or Uint8Array', chunk);
    }
  }
  let err;
  if (state.ending) err = streamError(Error, 'ERR_STREAM_WRITE_AFTER_END', 'write after end');
  else if (state.destroyed) err = streamError(Error, 'ERR_STREAM_DESTROYED', 'Cannot call write after a stream was destroyed');
  if (err) {
    process.nextTick(cb, err);
    errorOrDestroy(stream, err, true);
    return err;
  }
  state.pendingcb++;
  return writeOrBuffer(stream, state, chunk, encoding, cb);
}
Writable.prototype.write = function write(chunk, encoding, cb) {
  if (typeof encoding === 'function') { cb = encoding; encoding = null; }
  return writeImpl(this, chunk, encoding, cb) === true;
};
Writable.prototype.cork = function cork() { this._writableState.corked++; };
Writable.prototype.uncork = function uncork() {
  const state = this._writableState;
  if (state.corked) {
    state.corked--;
    if (!state.writing) clearBuffer(this, state);
  }
};
Writable.prototype.setDefaultEncoding = function setDefaultEncoding(encoding) {
  if (typeof encoding === 'string') encoding = encoding.toLowerCase();
  if (!Buffer.isEncoding(encoding)) throw codedError(TypeError, 'ERR_UNKNOWN_ENCODING', 'Unknown encoding: ' + encoding);
  this._writableState.defaultEncoding = encoding;
  return this;
};
function writeOrBuffer(stream, state, chunk, encoding, callback) {
  const len = chunkLength(state.objectMode, chunk);
  state.length += len;
  if (state.writing || state.corked || state.errored || !state.constructed) {
    state.buffered.push({ chunk, encoding, callback });
  } else {
    state.writelen = len;
    state.writecb = callback;
    state.writing = true;
    state.sync = true;
    stream._write(chunk, encoding, state.onwrite);
    state.sync = false;
  }
  const ret = state.length < state.highWaterMark;
  if (!ret) state.needDrain = true;
  return ret && !state.errored && !state.destroyed;
}
function doWrite(stream, state, len, chunk, encoding, cb) {
  state.writelen = len;
  state.writecb = cb;
  state.writing = true;
  state.sync = true;
  if (state.destroyed) state.onwrite(streamError(Error, 'ERR_STREAM_DESTROYED', 'Cannot call write after a stream was destroyed'));
  else stream._write(chunk, encoding, state.onwrite);
  state.sync = false;
}
function onwriteError(stream, state, er, cb) {
  --state.pendingcb;
  cb(er);
  errorBuffer(state);
  errorOrDestroy(stream, er);
}
function onwrite(stream, er) {
  const state = stream._writableState;
  if (state.writecb === null) {
    errorOrDestroy(stream, streamError(Error, 'ERR_MULTIPLE_CALLBACK', 'Callback called multiple times'));
    return;
  }
  const sync = state.sync;
  const cb = state.writecb;
  state.writing = false;
  state.writecb = null;
  state.length -= state.writelen;
  state.writelen = 0;
  if (er) {
    if (!state.errored) state.errored = er;
    if (stream._readableState && !stream._readableState.errored) stream._readableState.errored = er;
    if (sync) process.nextTick(onwriteError, stream, state, er, cb);
    else onwriteError(stream, state, er, cb);
    return;
  }
  if (state.buffered.length) clearBuffer(stream, state);
  if (sync) {
    // Callbacks of synchronous writes run in one nextTick, counted when it is the same one.
    if (state.afterWriteTickInfo !== null && state.afterWriteTickInfo.cb === cb) {
      state.afterWriteTickInfo.count++;
    } else {
      state.afterWriteTickInfo = { count: 1, cb, stream, state };
      process.nextTick(afterWriteTick, state.afterWriteTickInfo);
    }
  } else {
    afterWrite(stream, state, 1, cb);
  }
}
function afterWriteTick(info) {
  info.state.afterWriteTickInfo = null;
  return afterWrite(info.stream, info.state, info.count, info.cb);
}
function afterWrite(stream, state, count, cb) {
  const needDrain = !state.ending && !stream.destroyed && state.length === 0 && state.needDrain;
  if (needDrain) {
    state.needDrain = false;
    stream.emit('drain');
  }
  while (count-- > 0) {
    state.pendingcb--;
    cb(null);
  }
  if (state.destroyed) errorBuffer(state);
  finishMaybe(stream, state);
}
function errorBuffer(state) {
  if (state.writing) return;
  for (const { chunk, callback } of state.buffered) {
    state.length -= chunkLength(state.objectMode, chunk);
    callback(state.errored || streamError(Error, 'ERR_STREAM_DESTROYED', 'Cannot call write after a stream was destroyed'));
  }
  const onfinishCallbacks = state.onFinished.splice(0);
  for (const f of onfinishCallbacks) f(state.errored || streamError(Error, 'ERR_STREAM_DESTROYED', 'Cannot call end after a stream was destroyed'));
  state.buffered = [];
}
function clearBuffer(stream, state) {
  if (state.corked || state.bufferProcessing || state.destroyed || !state.constructed) return;
  const buffered = state.buffered;
  if (!buffered.length) return;
  state.bufferProcessing = true;
  let i = 0;
  do {
    const { chunk, encoding, callback } = buffered[i++];
    doWrite(stream, state, chunkLength(state.objectMode, chunk), chunk, encoding, callback);
  } while (i < buffered.length && !state.writing);
  buffered.splice(0, i);
  state.bufferProcessing = false;
}
Writable.prototype._write = function _write() {
  throw codedError(Error, 'ERR_METHOD_NOT_IMPLEMENTED', 'The _write() method is not implemented');
};
Writable.prototype._writev = null;
Writable.prototype.end = function end(chunk, encoding, cb) {
  const state = this._writableState;
  if (typeof chunk === 'function') { cb = chunk; chunk = null; encoding = null; }
  else if (typeof encoding === 'function') { cb = encoding; encoding = null; }
  let err;
  if (chunk !== null && chunk !== undefined) {
    const ret = writeImpl(this, chunk, encoding);
    if (ret instanceof Error) err = ret;
  }
  if (state.corked) { state.corked = 1; this.uncork(); }
  if (err) {
    // nothing more
  } else if (!state.errored && !state.ending) {
    state.ending = true;
    finishMaybe(this, state, true);
    state.ended = true;
  } else if (state.finished) {
    err = streamError(Error, 'ERR_STREAM_ALREADY_FINISHED', 'Cannot call end after a stream was finished');
  } else if (state.destroyed) {
    err = streamError(Error, 'ERR_STREAM_DESTROYED', 'Cannot call end after a stream was destroyed');
  }
  if (typeof cb === 'function') {
    if (err || state.finished) process.nextTick(cb, err);
    else state.onFinished.push(cb);
  }
  return this;
};
function needFinish(state) {
  return state.ending && !state.destroyed && state.constructed && state.length === 0 && !state.errored &&
    state.buffered.length === 0 && !state.finished && !state.writing && !state.errorEmitted && !state.closeEmitted;
}
function callFinal(stream, state) {
  let called = false;
  function onFinish(err) {
    if (called) { errorOrDestroy(stream, streamError(Error, 'ERR_MULTIPLE_CALLBACK', 'Callback called multiple times')); return; }
    called = true;
    state.pendingcb--;
    if (err) {
      for (const f of state.onFinished.splice(0)) f(err);
      errorOrDestroy(stream, err, state.sync);
    } else if (needFinish(state)) {
      state.prefinished = true;
      stream.emit('prefinish');
      state.pendingcb++;
      process.nextTick(finish, stream, state);
    }
  }
  state.sync = true;
  state.pendingcb++;
  try { stream._final(onFinish); } catch (err) { onFinish(err); }
  state.sync = false;
}
function prefinish(stream, state) {
  if (!state.prefinished && !state.finalCalled) {
    if (typeof stream._final === 'function' && !state.destroyed) {
      state.finalCalled = true;
      callFinal(stream, state);
    } else {
      state.prefinished = true;
      stream.emit('prefinish');
    }
  }
}
function finishMaybe(stream, state, sync) {
  if (needFinish(state)) {
    prefinish(stream, state);
    if (state.pendingcb === 0) {
      if (sync) {
        state.pendingcb++;
        process.nextTick(() => {
          if (needFinish(state)) finish(stream, state);
          else state.pendingcb--;
        });
      } else if (needFinish(state)) {
        state.pendingcb++;
        finish(stream, state);
      }
    }
  }
}
function finish(stream, state) {
  state.pendingcb--;
  state.finished = true;
  for (const f of state.onFinished.splice(0)) f(null);
  stream.emit('finish');
  if (state.autoDestroy) {
    const rState = stream._readableState;
    if (!rState || (rState.autoDestroy && (rState.endEmitted || rState.readable === false))) stream.destroy();
  }
}
defineGetters(Writable.prototype, {
  writable() { const w = this._writableState; return !!w && w.writable !== false && !w.destroyed && !w.errored && !w.ending && !w.ended; },
  writableFinished() { return this._writableState.finished; },
  writableObjectMode() { return this._writableState.objectMode; },
  writableEnded() { return this._writableState.ending; },
  writableNeedDrain() { const w = this._writableState; return !w.destroyed && !w.ending && w.needDrain; },
  writableHighWaterMark() { return this._writableState.highWaterMark; },
  writableCorked() { return this._writableState.corked; },
  writableLength() { return this._writableState.length; },
  errored() { return this._writableState.errored; },
  closed() { return this._writableState.closed; },
  destroyed() { return this._writableState.destroyed; },
});
Writable.prototype.destroy = function destroy(err, cb) {
  const state = this._writableState;
  if (!state.destroyed && (state.buffered.length || state.onFinished.length)) process.nextTick(errorBuffer, state);
  destroyStream.call(this, err, cb);
  return this;
};
Writable.prototype._destroy = function _destroy(err, cb) { cb(err); };
Writable.prototype[kRejection] = function (err) { this.destroy(err); };

// ---- Duplex, Transform, PassThrough

function Duplex(options) {
  if (!(this instanceof Duplex)) return new Duplex(options);
  initReadable(this, options, true);
  initWritable(this, options, true);
  Stream.call(this, options);
  if (options) {
    this.allowHalfOpen = options.allowHalfOpen !== false;
    if (options.readable === false) { this._readableState.readable = false; this._readableState.ended = true; this._readableState.endEmitted = true; }
    if (options.writable === false) { this._writableState.writable = false; this._writableState.ending = true; this._writableState.ended = true; this._writableState.finished = true; }
  } else {
    this.allowHalfOpen = true;
  }
  if (this._construct) constructStream(this, () => {
    if (this._readableState.needReadable) maybeReadMore(this, this._readableState);
    writableConstructed(this);
  });
}
Object.setPrototypeOf(Duplex.prototype, Readable.prototype);
Object.setPrototypeOf(Duplex, Readable);
for (const key of ['write', 'cork', 'uncork', 'setDefaultEncoding', 'end', '_write', '_writev']) Duplex.prototype[key] = Writable.prototype[key];
for (const key of ['writable', 'writableFinished', 'writableObjectMode', 'writableEnded', 'writableNeedDrain', 'writableHighWaterMark', 'writableCorked', 'writableLength'])
  Object.defineProperty(Duplex.prototype, key, Object.getOwnPropertyDescriptor(Writable.prototype, key));
Duplex.prototype.destroy = Writable.prototype.destroy;
Duplex.from = function from() { throw notSupported('Duplex.from()'); };

const kTransformCallback = Symbol('kCallback');
function Transform(options) {
  if (!(this instanceof Transform)) return new Transform(options);
  Duplex.call(this, options);
  this._readableState.sync = false;
  this[kTransformCallback] = null;
  if (options) {
    if (typeof options.transform === 'function') this._transform = options.transform;
    if (typeof options.flush === 'function') this._flush = options.flush;
  }
  this.on('prefinish', transformPrefinish);
}
Object.setPrototypeOf(Transform.prototype, Duplex.prototype);
Object.setPrototypeOf(Transform, Duplex);
// LazyTransform (lib/internal/streams/lazy_transform.js): crypto's Hash and Hmac become a
// Transform the first time their stream state is read.
function LazyTransform(options) { this._options = options; }
Object.setPrototypeOf(LazyTransform.prototype, Transform.prototype);
Object.setPrototypeOf(LazyTransform, Transform);
for (const name of ['_readableState', '_writableState']) {
  Object.defineProperty(LazyTransform.prototype, name, {
    configurable: true, enumerable: true,
    get() { Transform.call(this, this._options); this._writableState.decodeStrings = false; return this[name]; },
    set(value) { Object.defineProperty(this, name, { value, enumerable: true, configurable: true, writable: true }); },
  });
}
function transformFinal(cb) {
  if (typeof this._flush === 'function' && !this.destroyed) {
    this._flush((er, data) => {
      if (er) {
        if (cb) cb(er);
        else this.destroy(er);
        return;
      }
      if (data !== null && data !== undefined) this.push(data);
      this.push(null);
      if (cb) cb();
    });
  } else {
    this.push(null);
    if (cb) cb();
  }
}
function transformPrefinish() { if (this._final !== transformFinal) transformFinal.call(this); }
Transform.prototype._final = transformFinal;
Transform.prototype._transform = function _transform() {
  throw codedError(Error, 'ERR_METHOD_NOT_IMPLEMENTED', 'The _transform() method is not implemented');
};
Transform.prototype._write = function _write(chunk, encoding, callback) {
  const rState = this._readableState;
  const wState = this._writableState;
  const length = rState.length;
  this._transform(chunk, encoding, (err, val) => {
    if (err) { callback(err); return; }
    if (val !== null && val !== undefined) this.push(val);
    if (wState.ended || length === rState.length || rState.length < rState.highWaterMark) callback();
    else this[kTransformCallback] = callback;
  });
};
Transform.prototype._read = function _read() {
  if (this[kTransformCallback]) {
    const callback = this[kTransformCallback];
    this[kTransformCallback] = null;
    callback();
  }
};
function PassThrough(options) {
  if (!(this instanceof PassThrough)) return new PassThrough(options);
  Transform.call(this, options);
}
Object.setPrototypeOf(PassThrough.prototype, Transform.prototype);
Object.setPrototypeOf(PassThrough, Transform);
PassThrough.prototype._transform = function (chunk, encoding, cb) { cb(null, chunk); };

// ---- finished (end-of-stream) and pipeline

const isReadableStream = (s) => !!s && typeof s.pipe === 'function' && typeof s.on === 'function' && !!s._readableState && s._readableState.readable !== false;
const isWritableStream = (s) => !!s && typeof s.write === 'function' && typeof s.on === 'function' && !!s._writableState && s._writableState.writable !== false;
function prematureClose() { return codedError(Error, 'ERR_STREAM_PREMATURE_CLOSE', 'Premature close'); }
// finished(stream, options, callback): the callback once, when the stream has ended and/or
// finished, errored or closed early; returns a cleanup function.
function isReadableFinished(rState) { return !!rState && (rState.endEmitted || (rState.ended && rState.length === 0)); }
function isWritableFinished(wState) { return !!wState && (wState.finished || (wState.ending && wState.length === 0)); }
// finished(stream, options, callback) (lib/internal/streams/end-of-stream.js): the
// callback once, when the stream has ended and/or finished (or, for a stream that will
// emit 'close', at its 'close'), errored or closed early; returns a cleanup function.
function finishedImpl(stream, options, callback) {
  if (typeof options === 'function') { callback = options; options = {}; }
  else if (options === undefined || options === null) options = {};
  validateFunction(callback, 'callback');
  if (!stream || typeof stream.on !== 'function') throw invalidArgType('stream', 'an instance of ReadableStream, WritableStream, or Stream', stream);
  let called = false;
  const once = (err) => { if (!called) { called = true; callback.call(stream, err); } };
  const rState = stream._readableState, wState = stream._writableState;
  const readable = options.readable !== undefined ? options.readable : isReadableStream(stream);
  const writable = options.writable !== undefined ? options.writable : isWritableStream(stream);
  const state = wState || rState;
  let willEmitClose = !!state && state.autoDestroy && state.emitClose && !state.closed;
  let readableFinished = isReadableFinished(rState);
  let writableFinished = isWritableFinished(wState);
  const onfinish = () => {
    writableFinished = true;
    if (stream.destroyed) willEmitClose = false;
    if (willEmitClose && (!stream.readable || readable)) return;
    if (!readable || readableFinished) once();
  };
  const onend = () => {
    readableFinished = true;
    if (stream.destroyed) willEmitClose = false;
    if (willEmitClose && (!stream.writable || writable)) return;
    if (!writable || writableFinished) once();
  };
  const onerror = (err) => once(err);
  const onclose = () => {
    const errored = (wState && wState.errored) || (rState && rState.errored);
    if (errored) return once(errored);
    if (readable && !readableFinished && rState && !isReadableFinished(rState)) return once(prematureClose());
    if (writable && !writableFinished && wState && !isWritableFinished(wState)) return once(prematureClose());
    once();
  };
  stream.on('end', onend);
  stream.on('finish', onfinish);
  if (options.error !== false) stream.on('error', onerror);
  stream.on('close', onclose);
  const closed = (wState && wState.closed) || (rState && rState.closed);
  if (closed) process.nextTick(onclose);
  else if (!willEmitClose && (!readable || readableFinished) && (!writable || writableFinished) && (readable || writable)) process.nextTick(onclose);
  const cleanup = () => {
    callback = nop;
    stream.removeListener('end', onend);
    stream.removeListener('finish', onfinish);
    stream.removeListener('error', onerror);
    stream.removeListener('close', onclose);
  };
  return cleanup;
}
function finished(stream, options, callback) { return finishedImpl(stream, options, callback); }
finished[promisifyCustom] = function (stream, options) {
  return new Promise((resolve, reject) => finishedImpl(stream, options, (err) => (err ? reject(err) : resolve())));
};
// pipeline(...streams, callback): pipes each into the next; the first error destroys them
// all; the callback comes in a nextTick once every link is done. Functions are stages over
// async iterables (source functions, async generator transforms, a final consumer), as
// Node allows. Counted as lib/internal/streams/pipeline.js counts, since the count decides
// when the callback comes: two per stream-to-stream link (the source's readable end, the
// destination's writable end), one per iterable pumped into a stream, and one more for
// each 'error' event, so a pipeline whose middle stream fails calls back once that stream
// and the destination are done, without waiting for the source's slower close.
function pipelineImpl(streams, callback, opts) {
  if (streams.length === 1 && Array.isArray(streams[0])) streams = streams[0];
  if (streams.length < 2) throw codedError(TypeError, 'ERR_MISSING_ARGS', 'The "streams" argument must be specified');
  let error, value;
  let finishCount = 0;
  const destroys = [];
  let done = false;
  function finishImpl(err, final) {
    if (err && (!error || error.code === 'ERR_STREAM_PREMATURE_CLOSE')) error = err;
    if (!error && !final) return;
    while (destroys.length) destroys.shift()(error);
    if (final && !done) {
      done = true;
      process.nextTick(callback, error, value);
    }
  }
  function finishOne(err) { finishImpl(err, --finishCount === 0); }
  // Destroys `stream` (on the first error, or at the end) unless it is done by then; it
  // watches the stream without counting toward the callback.
  function destroyer(stream, reading, writing) {
    let finished = false;
    stream.on('close', () => { finished = true; });
    finishedImpl(stream, { readable: reading, writable: writing }, (err) => { finished = !err; });
    return (err) => { if (!finished) { finished = true; stream.destroy(err || undefined); } };
  }
  const isStream = (v) => !!v && typeof v.on === 'function' && !!(v._readableState || v._writableState);
  const isIterableValue = (v) => !!v && (typeof v[Symbol.asyncIterator] === 'function' || typeof v[Symbol.iterator] === 'function');
  let ret;
  for (let i = 0; i < streams.length; i++) {
    const stream = streams[i];
    const reading = i < streams.length - 1;
    const writing = i > 0;
    const end = reading || !opts || opts.end !== false;
    if (isStream(stream)) {
      if (end) destroys.push(destroyer(stream, reading, writing));
      // Errors after the piping is over still reach the callback.
      stream.on('error', (err) => {
        if (err && err.name !== 'AbortError' && err.code !== 'ERR_STREAM_PREMATURE_CLOSE') finishOne(err);
      });
    }
    if (i === 0) {
      if (typeof stream === 'function') {
        ret = stream({ signal: undefined });
        if (!isIterableValue(ret)) throw invalidArgType('source', 'an Iterable, AsyncIterable or Stream', ret);
      } else if (isIterableValue(stream) || isReadableStream(stream)) {
        ret = stream;
      } else {
        throw invalidArgType('source', 'an Iterable, AsyncIterable or Stream', stream);
      }
    } else if (typeof stream === 'function') {
      ret = stream(isIterableValue(ret) ? ret : Readable.from(ret), { signal: undefined });
      if (reading) {
        if (!isIterableValue(ret)) throw invalidReturnValue('AsyncIterable', `transform[${i - 1}]`, ret);
      } else {
        // The destination function's result goes into an object-mode PassThrough, which
        // pipeline() returns: a promise's value is written to it, an async iterable is
        // pumped into it.
        const pt = new PassThrough({ objectMode: true });
        const then = ret && ret.then;
        if (typeof then === 'function') {
          finishCount++;
          then.call(ret, (v) => {
            value = v;
            if (v !== null && v !== undefined) pt.write(v);
            if (end) pt.end();
            process.nextTick(finishOne);
          }, (err) => { pt.destroy(err); process.nextTick(finishOne, err); });
        } else if (isIterableValue(ret)) {
          finishCount++;
          pumpToNode(ret, pt, finishOne, end);
        } else {
          throw invalidReturnValue('AsyncIterable or Promise', 'destination', ret);
        }
        ret = pt;
        destroys.push(destroyer(pt, false, true));
      }
    } else if (isStream(stream) && typeof stream.write === 'function') {
      if (isReadableStream(ret)) {
        finishCount += 2;
        pipeLink(ret, stream, finishOne, end);
      } else if (isIterableValue(ret)) {
        finishCount++;
        pumpToNode(ret, stream, finishOne, end);
      } else {
        throw invalidArgType('val', 'a Readable, an Iterable or an AsyncIterable', ret);
      }
      ret = stream;
    } else {
      throw invalidArgType('val', 'a Stream, an Iterable, AsyncIterable or a Function', stream);
    }
  }
  return ret;
}
// One stream-to-stream link of a pipeline: `finish` once for the source's readable end
// and once for the destination's writable end.
function pipeLink(src, dst, finish, end) {
  src.pipe(dst, { end });
  if (end) src.once('end', () => dst.end());
  else finish();
  finishedImpl(src, { readable: true, writable: false }, (err) => {
    const rState = src._readableState;
    // A readable that closes before its 'end' (but has ended, without an error) still
    // gets its 'end': wait for it.
    if (err && err.code === 'ERR_STREAM_PREMATURE_CLOSE' && rState && rState.ended && !rState.errored && !rState.errorEmitted) {
      src.once('end', finish).once('error', finish);
    } else {
      finish(err);
    }
  });
  finishedImpl(dst, { readable: false, writable: true }, finish);
}
function invalidReturnValue(expected, name, value) {
  const got = value === null ? 'null' : typeof value === 'object' || typeof value === 'function' ? `an instance of ${(value.constructor && value.constructor.name) || 'Object'}` : `type ${typeof value}`;
  return codedError(TypeError, 'ERR_INVALID_RETURN_VALUE', `Expected ${expected} to be returned from the "${name}" function but got ${got}.`);
}
// Writes an (async) iterable into a writable stream, waiting for 'drain' when write()
// says so; finish(err) once it has ended (pumpToNode in lib/internal/streams/pipeline.js).
async function pumpToNode(iterable, writable, finish, end) {
  let error;
  let wake = null;
  const resume = (err) => {
    if (err) error = err;
    if (wake) { const w = wake; wake = null; w(); }
  };
  const wait = () => new Promise((resolve, reject) => {
    if (error) return reject(error);
    wake = () => (error ? reject(error) : resolve());
  });
  writable.on('drain', resume);
  const cleanup = finishedImpl(writable, { readable: false }, resume);
  try {
    if (writable.writableNeedDrain) await wait();
    for await (const chunk of iterable) {
      if (!writable.write(chunk)) await wait();
    }
    if (end) { writable.end(); await wait(); }
    finish();
  } catch (err) {
    finish(error || err);
  } finally {
    cleanup();
    writable.removeListener('drain', resume);
  }
}
function pipeline(...streams) {
  const callback = streams.pop();
  validateFunction(callback, 'streams[stream.length - 1]');
  return pipelineImpl(streams, callback);
}
pipeline[promisifyCustom] = function (...streams) {
  let opts;
  const last = streams[streams.length - 1];
  if (last && typeof last === 'object' && !last._readableState && !last._writableState && !last[Symbol.asyncIterator] && !last[Symbol.iterator]) opts = streams.pop();
  return new Promise((resolve, reject) => pipelineImpl(streams, (err, value) => (err ? reject(err) : resolve(value)), opts));
};
const streamPromises = { pipeline: pipeline[promisifyCustom], finished: finished[promisifyCustom] };
Stream.Stream = Stream;
Stream.Readable = Readable;
Stream.Writable = Writable;
Stream.Duplex = Duplex;
Stream.Transform = Transform;
Stream.PassThrough = PassThrough;
Stream.pipeline = pipeline;
Stream.finished = finished;
Stream.promises = streamPromises;
Stream.addAbortSignal = function addAbortSignal() { throw notSupported('stream.addAbortSignal()'); };
Stream.compose = function compose() { throw notSupported('stream.compose()'); };
Stream.isReadable = (s) => isReadableStream(s) && s.readable;
Stream.isErrored = (s) => !!(s && s.errored);
modules.stream = Stream;

