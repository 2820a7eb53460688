// ---------------------------------------------------------------------------------------
// readline: an Interface reads lines from a Readable (lib/internal/readline/interface.js,
// not a terminal): 'data' chunks go through a StringDecoder and split at \r\n, \n and \r;
// a line is emitted as soon as its ending arrives, the rest at 'end', then 'close'.
// SIMPLIFIED: terminal mode (raw keypresses, history editing, tab completion) is not
// simulated; `terminal` is always false. The simulated process has no stdin.

const lineEnding = /\r?\n|\r(?!\n)/g;
const kQuestionCallback = Symbol('kQuestionCallback');
const kLineBuffer = Symbol('kLine_buffer');
const kSawReturnAt = Symbol('kSawReturnAt');
const kDecoder = Symbol('kDecoder');
const kLineObjectStream = Symbol('line object stream');
const kPrompt = Symbol('_prompt');
function ReadlineInterface(input, output, completer, terminal) {
  if (!(this instanceof ReadlineInterface)) return new ReadlineInterface(input, output, completer, terminal);
  EventEmitter.call(this);
  let crlfDelay, prompt = '> ', historySize, signal;
  if (input && input.input) {
    // An options object.
    output = input.output; completer = input.completer; terminal = input.terminal;
    crlfDelay = input.crlfDelay; if (input.prompt !== undefined) prompt = input.prompt;
    historySize = input.historySize; signal = input.signal;
    input = input.input;
  }
  if (completer !== undefined && typeof completer !== 'function') throw codedError(TypeError, 'ERR_INVALID_ARG_VALUE', "The argument 'completer' is invalid. Received " + B.inspect(completer, 0));
  if (historySize !== undefined && (typeof historySize !== 'number' || Number.isNaN(historySize) || historySize < 0))
    throw codedError(RangeError, 'ERR_INVALID_ARG_VALUE', "The argument 'historySize' is invalid. Received " + B.inspect(historySize, 0));
  validateAbortSignal(signal, 'options.signal');
  this.input = input;
  this.output = output;
  this.terminal = false;
  this.crlfDelay = crlfDelay ? Math.max(100, crlfDelay) : 100;
  this.historySize = historySize === undefined ? 30 : historySize;
  this.history = [];
  this.line = '';
  this.cursor = 0;
  this.closed = false;
  this.paused = false;
  this.completer = completer;
  this[kPrompt] = prompt;
  this[kQuestionCallback] = null;
  this[kLineBuffer] = null;
  this[kSawReturnAt] = 0;
  this[kDecoder] = new StringDecoder('utf8');
  const self = this;
  function ondata(data) { self._normalWrite(data); }
  function onend() {
    if (typeof self[kLineBuffer] === 'string' && self[kLineBuffer].length > 0) self.emit('line', self[kLineBuffer]);
    self.close();
  }
  function onerror(err) { self.emit('error', err); }
  input.on('error', onerror);
  input.on('data', ondata);
  input.on('end', onend);
  this.once('close', () => {
    input.removeListener('data', ondata);
    input.removeListener('error', onerror);
    input.removeListener('end', onend);
  });
  if (signal) {
    const onAborted = () => self.close();
    if (signal.aborted) process.nextTick(onAborted);
    else { signal.addEventListener('abort', onAborted, { once: true }); self.once('close', () => signal.removeEventListener('abort', onAborted)); }
  }
  input.resume();
}
Object.setPrototypeOf(ReadlineInterface.prototype, EventEmitter.prototype);
Object.setPrototypeOf(ReadlineInterface, EventEmitter);
Object.defineProperty(ReadlineInterface, 'name', { value: 'Interface' });
Object.assign(ReadlineInterface.prototype, {
  _normalWrite(b) {
    if (b === undefined) return;
    let string = this[kDecoder].write(b);
    if (this[kSawReturnAt] && Date.now() - this[kSawReturnAt] <= this.crlfDelay) {
      if (string.codePointAt(0) === 10) string = string.slice(1);
      this[kSawReturnAt] = 0;
    }
    lineEnding.lastIndex = 0;
    let match = lineEnding.exec(string);
    if (match !== null) {
      if (this[kLineBuffer]) {
        string = this[kLineBuffer] + string;
        this[kLineBuffer] = null;
        lineEnding.lastIndex = 0;
        match = lineEnding.exec(string);
      }
      this[kSawReturnAt] = string.endsWith('\r') ? Date.now() : 0;
      const indexes = [0, match.index, lineEnding.lastIndex];
      let next;
      while ((next = lineEnding.exec(string)) !== null) indexes.push(next.index, lineEnding.lastIndex);
      const last = indexes.length - 1;
      this[kLineBuffer] = string.slice(indexes[last]);
      for (let i = 1; i < last; i += 2) this._onLine(string.slice(indexes[i - 1], indexes[i]));
    } else if (string) {
      this[kLineBuffer] = this[kLineBuffer] ? this[kLineBuffer] + string : string;
    }
  },
  _onLine(line) {
    if (this[kQuestionCallback]) {
      const cb = this[kQuestionCallback];
      this[kQuestionCallback] = null;
      this.setPrompt(this._oldPrompt);
      cb(line);
    } else this.emit('line', line);
  },
  setPrompt(prompt) { this[kPrompt] = prompt; },
  getPrompt() { return this[kPrompt]; },
  prompt(preserveCursor) {
    if (this.paused) this.resume();
    if (this.closed) throw codedError(Error, 'ERR_USE_AFTER_CLOSE', 'readline was closed');
    this._writeToOutput(this[kPrompt]);
  },
  _writeToOutput(s) {
    validateString(s, 'stringToWrite');
    if (this.output !== null && this.output !== undefined) this.output.write(s);
  },
  question(query, options, cb) {
    cb = typeof options === 'function' ? options : cb;
    if (options && typeof options === 'object' && options.signal) {
      validateAbortSignal(options.signal, 'options.signal');
      if (options.signal.aborted) return;
      const onAbort = () => { this[kQuestionCallback] = null; };
      options.signal.addEventListener('abort', onAbort, { once: true });
      const original = cb;
      cb = (answer) => { options.signal.removeEventListener('abort', onAbort); original(answer); };
    }
    if (this.closed) throw codedError(Error, 'ERR_USE_AFTER_CLOSE', 'readline was closed');
    if (typeof cb !== 'function') return;
    if (this[kQuestionCallback]) { this.prompt(); return; }
    this._oldPrompt = this[kPrompt];
    this.setPrompt(query);
    this[kQuestionCallback] = cb;
    this.prompt();
  },
  pause() {
    if (this.paused) return;
    this.input.pause();
    this.paused = true;
    this.emit('pause');
    return this;
  },
  resume() {
    if (!this.paused) return;
    this.input.resume();
    this.paused = false;
    this.emit('resume');
    return this;
  },
  write(d) {
    if (this.closed) throw codedError(Error, 'ERR_USE_AFTER_CLOSE', 'readline was closed');
    if (this.paused) this.resume();
    this._normalWrite(d);
  },
  close() {
    if (this.closed) return;
    this.pause();
    this.closed = true;
    this.emit('close');
  },
  getCursorPos() { return { rows: 0, cols: this.cursor }; },
  [Symbol.asyncIterator]() {
    if (this[kLineObjectStream] === undefined) {
      const readable = new Readable({
        objectMode: true,
        read: () => { this.resume(); },
        destroy: (err, cb) => {
          this.off('line', lineListener);
          this.off('close', closeListener);
          this.close();
          cb(err);
        },
      });
      const lineListener = (input) => { if (!readable.push(input)) this.pause(); };
      const closeListener = () => { readable.push(null); };
      const errorListener = (err) => { readable.destroy(err); };
      this.on('error', errorListener);
      this.on('line', lineListener);
      this.on('close', closeListener);
      this[kLineObjectStream] = readable;
    }
    return this[kLineObjectStream][Symbol.asyncIterator]();
  },
});
ReadlineInterface.prototype.question[promisifyCustom] = function question(query, options) {
  return new Promise((resolve, reject) => {
    let cb = resolve;
    if (options && options.signal) {
      if (options.signal.aborted) { reject(new AbortError(undefined, { cause: options.signal.reason })); return; }
      const onAbort = () => reject(new AbortError(undefined, { cause: options.signal.reason }));
      options.signal.addEventListener('abort', onAbort, { once: true });
      cb = (answer) => { options.signal.removeEventListener('abort', onAbort); resolve(answer); };
    }
    ReadlineInterface.prototype.question.call(this, query, options, cb);
  });
};
// The cursor helpers write ANSI sequences to the stream (lib/internal/readline/callbacks.js).
function writeEscape(stream, text, cb) {
  if (stream === null || stream === undefined) { if (typeof cb === 'function') process.nextTick(cb, null); return true; }
  return stream.write(text, cb);
}
// readline/promises: the same Interface with question() returning a promise.
function PromisesInterface(input, output, completer, terminal) {
  if (!(this instanceof PromisesInterface)) return new PromisesInterface(input, output, completer, terminal);
  ReadlineInterface.call(this, input, output, completer, terminal);
}
Object.setPrototypeOf(PromisesInterface.prototype, ReadlineInterface.prototype);
Object.setPrototypeOf(PromisesInterface, ReadlineInterface);
Object.defineProperty(PromisesInterface, 'name', { value: 'Interface' });
PromisesInterface.prototype.question = function question(query, options) {
  return ReadlineInterface.prototype.question[promisifyCustom].call(this, query, options);
};
const readlineCursor = {
  clearLine(stream, dir, cb) { return writeEscape(stream, dir < 0 ? '\x1b[1K' : dir > 0 ? '\x1b[0K' : '\x1b[2K', cb); },
  clearScreenDown(stream, cb) { return writeEscape(stream, '\x1b[0J', cb); },
  cursorTo(stream, x, y, cb) {
    if (typeof y === 'function') { cb = y; y = undefined; }
    if (Number.isNaN(x) || Number.isNaN(y)) throw codedError(TypeError, 'ERR_INVALID_CURSOR_POS', 'Cannot set cursor row without setting its column');
    return writeEscape(stream, typeof y !== 'number' ? '\x1b[' + (x + 1) + 'G' : '\x1b[' + (y + 1) + ';' + (x + 1) + 'H', cb);
  },
  moveCursor(stream, dx, dy, cb) {
    let text = '';
    if (dx < 0) text += '\x1b[' + -dx + 'D'; else if (dx > 0) text += '\x1b[' + dx + 'C';
    if (dy < 0) text += '\x1b[' + -dy + 'A'; else if (dy > 0) text += '\x1b[' + dy + 'B';
    if (!text) { if (typeof cb === 'function') process.nextTick(cb, null); return true; }
    return writeEscape(stream, text, cb);
  },
};
modules.readline = Object.assign({
  Interface: ReadlineInterface,
  createInterface(input, output, completer, terminal) { return new ReadlineInterface(input, output, completer, terminal); },
  emitKeypressEvents() {},
}, readlineCursor);
modules['readline/promises'] = {
  Interface: PromisesInterface,
  createInterface(input, output, completer, terminal) { return new PromisesInterface(input, output, completer, terminal); },
};
modules.readline.promises = modules['readline/promises'];
modules['stream/promises'] = streamPromises;

// process.stdout / process.stderr: Writables whose writes are synchronous, as Node's are
// for files and pipes on Linux (the write callback still comes a tick later).
function stdioStream(toStderr, fd) {
  const w = new Writable({
    decodeStrings: false,
    write(chunk, encoding, cb) {
      B.write(toStderr, typeof chunk === 'string' ? chunk : chunk.toString());
      cb();
    },
  });
  w.fd = fd;
  w.isTTY = false;
  w._type = 'pipe';
  w.destroySoon = w.destroy;
  w._destroy = (err, cb) => cb(err);
  return w;
}
process.stdout = stdioStream(false, 1);
// process.stdin: the simulated process's standard input is empty, as when node runs with
// </dev/null: a read takes one threadpool trip and finds the end ('end', then 'close').
// SIMPLIFIED: no typed input reaches it (readline's question() over stdin never gets an
// answer; the interface closes at the end of input as in Node).
let stdinStream = null;
Object.defineProperty(process, 'stdin', { configurable: true, enumerable: true,
  get() {
    if (!stdinStream) {
      stdinStream = new Readable({
        read() { fsAsync('stdin read', 1, () => null, () => this.push(null)); },
      });
      stdinStream.fd = 0;
      stdinStream.isTTY = false;
    }
    return stdinStream;
  } });
process.stderr = stdioStream(true, 2);

// fs.createReadStream / createWriteStream: open, then one threadpool trip per chunk of
// highWaterMark bytes (64 KiB), 'open'/'ready' after the open, 'close' after the close
// (lib/internal/fs/streams.js).
let nextFd = 20;
function fsStreamOptions(options) {
  if (typeof options === 'string') return { encoding: options };
  return options && typeof options === 'object' ? options : {};
}
fs.createReadStream = function createReadStream(p, options) {
  const abs = toPath(p);
  const o = fsStreamOptions(options);
  if (o.fd !== undefined || o.fs !== undefined || o.signal !== undefined) throw notSupported('fs.createReadStream with fd, fs or signal options');
  const start = o.start === undefined ? 0 : o.start;
  const end = o.end === undefined ? Infinity : o.end;
  let bytes = null;
  let pos = start;
  const stream = new Readable({
    highWaterMark: o.highWaterMark === undefined ? 65536 : o.highWaterMark,
    encoding: o.encoding,
    emitClose: o.emitClose,
    autoDestroy: o.autoDestroy,
    construct(cb) {
      fsAsync('fs.open ' + path.basename(abs), 1, () => { bytes = Array.from(storedBytes(readNow(abs))); return nextFd++; }, (err, fd) => {
        if (err) { cb(err); return; }
        stream.fd = fd;
        cb();
        stream.emit('open', fd);
        stream.emit('ready');
      });
    },
    read(n) {
      const toRead = Math.max(0, Math.min(n, end - pos + 1, bytes.length - pos));
      fsAsync('fs.read ' + path.basename(abs), 1, () => bytes.slice(pos, pos + toRead), (err, chunk) => {
        if (err) { stream.destroy(err); return; }
        pos += chunk.length;
        stream.bytesRead += chunk.length;
        stream.push(chunk.length > 0 ? bufferOf(chunk) : null);
      });
    },
    destroy(err, cb) {
      if (stream.fd === null) { cb(err); return; }
      fsAsync('fs.close ' + path.basename(abs), 1, () => {}, () => { stream.fd = null; cb(err); });
    },
  });
  stream.path = abs;
  stream.fd = null;
  stream.flags = 'r';
  stream.mode = 438;
  stream.start = o.start;
  stream.end = end;
  stream.pos = o.start;
  stream.bytesRead = 0;
  return stream;
};
fs.createWriteStream = function createWriteStream(p, options) {
  const abs = toPath(p);
  const o = fsStreamOptions(options);
  if (o.fd !== undefined || o.fs !== undefined || o.signal !== undefined || o.start !== undefined) throw notSupported('fs.createWriteStream with fd, fs, start or signal options');
  const append = o.flags === 'a';
  const stream = new Writable({
    highWaterMark: o.highWaterMark,
    decodeStrings: true,
    emitClose: o.emitClose,
    autoDestroy: o.autoDestroy,
    construct(cb) {
      fsAsync('fs.open ' + path.basename(abs), 1, () => { parentOk(abs); if (!append || !files.has(abs)) files.set(abs, ''); return nextFd++; }, (err, fd) => {
        if (err) { cb(err); return; }
        stream.fd = fd;
        cb();
        stream.emit('open', fd);
        stream.emit('ready');
      });
    },
    write(chunk, encoding, cb) {
      fsAsync('fs.write ' + path.basename(abs), 1, () => { appendStored(abs, chunk); }, (err) => {
        if (!err) stream.bytesWritten += chunk.length;
        cb(err);
      });
    },
    destroy(err, cb) {
      if (stream.fd === null) { cb(err); return; }
      fsAsync('fs.close ' + path.basename(abs), 1, () => {}, () => { stream.fd = null; cb(err); });
    },
  });
  stream.path = abs;
  stream.fd = null;
  stream.flags = o.flags || 'w';
  stream.bytesWritten = 0;
  stream.close = function close(cb) { if (cb) this.once('close', cb); this.end(); };
  return stream;
};

